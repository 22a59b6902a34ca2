import GRDB
import GRDBSQLite

extension Statement {
  /// Runs this statement, which takes two parameters and returns no rows,
  /// with `first` and `second` bound to them as text.
  ///
  /// For loops that write many rows through one prepared statement: the texts
  /// are bound with SQLite's C API where they lie (no copy, as GRDB binds a
  /// `String` argument), instead of through GRDB's `StatementArguments`, whose
  /// array, conversions and checks on every call cost more than SQLite's insert
  /// itself. GRDB's database observation does not see the write (ArchLab
  /// observes none). Throws the `DatabaseError` GRDB would throw (a failed
  /// `CHECK` is `SQLITE_CONSTRAINT`) and leaves the statement reset, with no
  /// bindings, either way.
  func execute(text first: String, _ second: String) throws {
    let failure = first.withCString { first in
      second.withCString { second -> DatabaseError? in
        defer {
          sqlite3_reset(sqliteStatement)
          sqlite3_clear_bindings(sqliteStatement)
        }
        var status = sqlite3_bind_text(sqliteStatement, 1, first, -1, nil)
        if status == SQLITE_OK { status = sqlite3_bind_text(sqliteStatement, 2, second, -1, nil) }
        if status == SQLITE_OK { status = sqlite3_step(sqliteStatement) }
        if status == SQLITE_DONE { return nil }
        return DatabaseError(
          resultCode: ResultCode(rawValue: status),
          message: String(cString: sqlite3_errmsg(sqlite3_db_handle(sqliteStatement))), sql: sql)
      }
    }
    if let failure { throw failure }
  }
}
