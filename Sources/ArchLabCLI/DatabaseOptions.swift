import ArchLab
import ArgumentParser
import Entities
import Storage

/// The options that choose the database and the day, shared by `run` and `seed`.
struct DatabaseOptions: ParsableArguments {
  @Option(
    help: "The SQLite file to use; ':memory:' keeps nothing. (default: $XDG_DATA_HOME/archlab/archlab.sqlite)"
  )
  var db: String?

  @Option(help: "The day the app takes as today, as YYYY-MM-DD. (default: the system's today)")
  var today: String?

  func validate() throws {
    if let today, Day(today) == nil {
      throw ValidationError(
        "--today must be a real day written as YYYY-MM-DD, like 2024-05-15, not '\(today)'")
    }
    if db?.isEmpty == true { throw ValidationError("--db needs a file path, or ':memory:'") }
  }

  /// The day given with `--today`, else the system's today.
  var clock: any DayClock {
    if let today, let day = Day(today) { return FixedDayClock(day) }
    return SystemDayClock()
  }

  /// Opens the database, creating the default folder when no `--db` is given.
  func openStore() throws -> SQLiteStore {
    guard let db else {
      let path = DataLocation.defaultDatabasePath()
      do { try DataLocation.createParentDirectory(of: path) } catch {
        throw CLIError("cannot create the folder for \(path): \(error.localizedDescription)")
      }
      return try open(path)
    }
    if db == ":memory:" { return SQLiteStore.inMemory() }
    return try open(db)
  }

  private func open(_ path: String) throws -> SQLiteStore {
    do { return try SQLiteStore.open(at: path) } catch { throw CLIError(error.description) }
  }
}
