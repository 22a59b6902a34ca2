import Entities
import Foundation
import GRDB

/// The GRDB implementation of the storage protocols, on the system SQLite.
///
/// A file is opened in WAL mode after checks that leave a foreign, damaged or
/// newer file untouched; `inMemory()` keeps nothing. All SQL uses bound
/// parameters.
public final class SQLiteStore: ContactStore, TodoStore, Sendable {
  /// The file path, or `:memory:`.
  public let path: String
  /// Whether writes are refused.
  public let isReadOnly: Bool
  private let writer: any DatabaseWriter

  private init(path: String, writer: any DatabaseWriter, isReadOnly: Bool) {
    self.path = path
    self.writer = writer
    self.isReadOnly = isReadOnly
  }

  /// A fresh database in memory, with the schema; nothing is kept after it is released.
  public static func inMemory() -> SQLiteStore {
    do {
      let queue = try DatabaseQueue(configuration: configuration(readOnly: false))
      try Schema.migrator.migrate(queue)
      return SQLiteStore(path: ":memory:", writer: queue, isReadOnly: false)
    } catch {
      // An in-memory database with a fixed schema cannot fail to open unless
      // the process is out of memory.
      fatalError("Cannot create an in-memory SQLite database: \(error)")
    }
  }

  /// Opens (or creates) the database file at `path`.
  ///
  /// An existing file is inspected read-only first: an empty file, a file that
  /// is not SQLite, a SQLite file of another program, a damaged file and a file
  /// written by a newer schema are refused with a ``StorageError`` and left
  /// untouched. A file without write permission, or `readOnly: true`, opens
  /// read-only: reads work and the first write throws ``StorageError/readOnly(path:)``.
  ///
  /// A new file is made whole under a temporary name beside `path`, then
  /// linked into place: another process opening `path` at the same moment
  /// never finds it empty or half made (it would refuse it as an empty file).
  public static func open(at path: String, readOnly: Bool = false) throws(StorageError) -> SQLiteStore {
    let manager = FileManager.default
    var isDirectory: ObjCBool = false
    var exists = manager.fileExists(atPath: path, isDirectory: &isDirectory)
    if exists {
      if isDirectory.boolValue { throw .isADirectory(path: path) }
      try checkHeader(path: path)
      try inspect(path: path)
    } else if !readOnly {
      try create(at: path)
      exists = true
    }
    let writable = !readOnly && (exists ? access(path, W_OK) == 0 : true)
    do {
      if writable {
        let pool = try DatabasePool(path: path, configuration: configuration(readOnly: false))
        try Schema.migrator.migrate(pool)
        return SQLiteStore(path: path, writer: pool, isReadOnly: false)
      }
      guard exists else {
        throw StorageError.cannotOpen(path: path, reason: "it does not exist and was opened read-only")
      }
      let queue = try DatabaseQueue(path: path, configuration: configuration(readOnly: true))
      let ready = try queue.read { db in try Schema.migrator.hasCompletedMigrations(db) }
      guard ready else { throw StorageError.readOnly(path: path) }
      return SQLiteStore(path: path, writer: queue, isReadOnly: true)
    } catch let error as StorageError {
      throw error
    } catch {
      throw StorageError(error, path: path)
    }
  }

  /// Creates an empty ArchLab database at `path`, unless another process
  /// creates one there first (then that one is kept).
  private static func create(at path: String) throws(StorageError) {
    let folder = (path as NSString).deletingLastPathComponent
    let name = ".\((path as NSString).lastPathComponent).creating-\(UUID().uuidString)"
    let temporary = folder.isEmpty ? name : (folder as NSString).appendingPathComponent(name)
    defer {
      for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: temporary + suffix) }
    }
    do {
      let pool = try DatabasePool(path: temporary, configuration: configuration(readOnly: false))
      try Schema.migrator.migrate(pool)
      try pool.close()
    } catch {
      throw StorageError(error, path: path)
    }
    // link() fails, leaving the winner's file alone, if `path` exists by now.
    if link(temporary, path) == 0 || errno == EEXIST { return }
    // A file system without hard links: rename, which only a race as rare as
    // two first runs on such a system in the same millisecond could lose.
    if !FileManager.default.fileExists(atPath: path), rename(temporary, path) != 0 {
      throw .cannotOpen(path: path, reason: String(cString: strerror(errno)))
    }
  }

  private static func configuration(readOnly: Bool) -> Configuration {
    var configuration = Configuration()
    configuration.readonly = readOnly
    configuration.busyMode = .timeout(30)
    configuration.label = "ArchLab"
    return configuration
  }

  private static func checkHeader(path: String) throws(StorageError) {
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw .unreadable(path: path, reason: "permission denied")
    }
    defer { try? handle.close() }
    let header: Data
    do { header = try handle.read(upToCount: 100) ?? Data() } catch {
      throw .unreadable(path: path, reason: error.localizedDescription)
    }
    if header.isEmpty { throw .emptyFile(path: path) }
    guard header.count == 100, header.starts(with: Array("SQLite format 3\0".utf8)) else {
      throw .notADatabase(path: path)
    }
  }

  /// Reads an existing SQLite file without writing to it, and refuses it unless
  /// it is an intact ArchLab database this version can open.
  private static func inspect(path: String) throws(StorageError) {
    // A read-only connection to a WAL database may create the -wal and -shm
    // files. A refused file's folder is left as it was: the ones this
    // inspection created are removed. An accepted file's are kept: another
    // process may have opened the database meanwhile and be writing through
    // them (removing them then loses its transactions).
    let created = [path + "-wal", path + "-shm"].filter { !FileManager.default.fileExists(atPath: $0) }
    do {
      try check(path: path)
    } catch {
      removeUnused(created, walPath: path + "-wal")
      throw error
    }
  }

  /// Removes the -wal and -shm files in `files` if the -wal is still empty:
  /// a read-only inspection never writes to it, so a -wal with content is in
  /// use by another connection, with its -shm.
  private static func removeUnused(_ files: [String], walPath: String) {
    let walSize = (try? FileManager.default.attributesOfItem(atPath: walPath))?[.size] as? Int ?? 0
    guard walSize == 0 else { return }
    for file in files { try? FileManager.default.removeItem(atPath: file) }
  }

  /// The checks of ``inspect(path:)``, on a read-only connection closed before it returns.
  private static func check(path: String) throws(StorageError) {
    do {
      let queue = try DatabaseQueue(path: path, configuration: configuration(readOnly: true))
      defer { try? queue.close() }
      try queue.read { db in
        let check = try String.fetchAll(db, sql: "PRAGMA quick_check")
        if check != ["ok"] {
          throw StorageError.corrupt(path: path, detail: check.prefix(3).joined(separator: "; "))
        }
        let tables = try String.fetchAll(
          db,
          sql:
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
        guard tables.contains("grdb_migrations") else {
          if tables.isEmpty { return }
          throw StorageError.foreignDatabase(path: path, tables: tables)
        }
        if try Schema.migrator.hasBeenSuperseded(db) {
          let known = Set(Schema.migrator.migrations)
          let applied = try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations")
          throw StorageError.newerSchema(
            path: path, unknownMigrations: applied.filter { !known.contains($0) })
        }
      }
    } catch let error as StorageError {
      throw error
    } catch {
      throw StorageError(error, path: path)
    }
  }

  /// Runs a write, translating SQLite failures into ``StorageError``.
  func write<T>(_ body: (Database) throws -> T) throws(StorageError) -> T {
    if isReadOnly { throw .readOnly(path: path) }
    do { return try writer.write(body) } catch { throw StorageError(error, path: path) }
  }

  /// Runs a read, translating SQLite failures into ``StorageError``.
  func read<T>(_ body: (Database) throws -> T) throws(StorageError) -> T {
    do { return try writer.read(body) } catch { throw StorageError(error, path: path) }
  }
}
