/// Why storage refused to open a file or to do what was asked.
///
/// Every message names the file and says what to do; a file refused at
/// opening has not been modified.
public enum StorageError: Error, Equatable, CustomStringConvertible {
  /// The path names a directory, not a file.
  case isADirectory(path: String)
  /// The file exists but cannot be read.
  case unreadable(path: String, reason: String)
  /// The file is empty (0 bytes): not a database ArchLab wrote.
  case emptyFile(path: String)
  /// The file does not start with the SQLite header.
  case notADatabase(path: String)
  /// A SQLite database that ArchLab did not create (it holds other tables).
  case foreignDatabase(path: String, tables: [String])
  /// A database written by a newer ArchLab, with migrations this one lacks.
  case newerSchema(path: String, unknownMigrations: [String])
  /// The database file is damaged.
  case corrupt(path: String, detail: String)
  /// A write was attempted on a file opened read-only or without write permission.
  case readOnly(path: String)
  /// The file could not be opened or created.
  case cannotOpen(path: String, reason: String)
  /// A value broke one of the schema's constraints (the last line of defence).
  case constraintViolated(path: String, detail: String)
  /// The database stayed locked by another process for too long.
  case busy(path: String)
  /// Any other SQLite failure, with SQLite's own message.
  case sqlite(path: String, message: String)

  public var description: String {
    switch self {
    case .isADirectory(let path):
      "\(path) is a directory, not a database file; give the path of a file."
    case .unreadable(let path, let reason):
      "Cannot read \(path): \(reason). Check its permissions; it was left untouched."
    case .emptyFile(let path):
      "\(path) is empty (0 bytes), not an ArchLab database; it was left untouched. Remove it or choose another file."
    case .notADatabase(let path):
      "\(path) is not a SQLite database; it was left untouched. Choose another file."
    case .foreignDatabase(let path, let tables):
      "\(path) is a SQLite database that ArchLab did not create (it holds \(tables.joined(separator: ", "))); it was left untouched. Choose another file."
    case .newerSchema(let path, let migrations):
      "\(path) was written by a newer ArchLab (unknown schema version \(migrations.joined(separator: ", "))); it was left untouched. Update ArchLab to open it."
    case .corrupt(let path, let detail):
      "\(path) is damaged (\(detail)); it was left untouched. Restore it from a copy or choose another file."
    case .readOnly(let path):
      "Cannot save: \(path) is read-only. Nothing was written."
    case .cannotOpen(let path, let reason):
      "Cannot open \(path): \(reason)."
    case .constraintViolated(let path, let detail):
      "Cannot save to \(path): the value breaks a rule of the database (\(detail)). Nothing was written."
    case .busy(let path):
      "\(path) stayed locked by another program; nothing was written. Try again."
    case .sqlite(let path, let message):
      "SQLite failed on \(path): \(message)."
    }
  }
}
