import GRDBSQLite

/// Contacts written with the SQLite C API alone: the least a seeder can do.
enum RawSQLiteInserter {
  /// The `contact` table of ArchLab's schema, as `Storage`'s migration creates it.
  static let schema = """
    CREATE TABLE contact (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      firstName TEXT NOT NULL CHECK (trim(firstName) <> '' AND length(firstName) <= 2000),
      lastName TEXT NOT NULL CHECK (trim(lastName) <> '' AND length(lastName) <= 2000)
    );
    """

  /// Creates the file at `path` in WAL mode with the `contact` table and
  /// inserts `rows` in one transaction through one prepared statement.
  static func insert(_ rows: [(firstName: String, lastName: String)], into path: String) throws {
    let db = try open(path)
    defer { sqlite3_close_v2(db) }
    try execute("PRAGMA journal_mode = WAL; \(schema) BEGIN IMMEDIATE;", in: db)
    var statement: OpaquePointer?
    guard
      sqlite3_prepare_v2(db, "INSERT INTO contact (firstName, lastName) VALUES (?, ?)", -1, &statement, nil)
        == SQLITE_OK
    else { throw error(db, "prepare") }
    defer { sqlite3_finalize(statement) }
    for row in rows {
      let status = row.firstName.withCString { first in
        row.lastName.withCString { last in
          sqlite3_bind_text(statement, 1, first, -1, nil)
          sqlite3_bind_text(statement, 2, last, -1, nil)
          defer { sqlite3_reset(statement) }
          return sqlite3_step(statement)
        }
      }
      guard status == SQLITE_DONE else { throw error(db, "insert") }
    }
    try execute("COMMIT;", in: db)
  }

  /// The number of rows in the `contact` table of the file at `path`.
  static func count(in path: String) throws -> Int {
    let db = try open(path)
    defer { sqlite3_close_v2(db) }
    var statement: OpaquePointer?
    guard sqlite3_prepare_v2(db, "SELECT COUNT(*) FROM contact", -1, &statement, nil) == SQLITE_OK,
      sqlite3_step(statement) == SQLITE_ROW
    else {
      sqlite3_finalize(statement)
      throw error(db, "count")
    }
    defer { sqlite3_finalize(statement) }
    return Int(sqlite3_column_int64(statement, 0))
  }

  private static func open(_ path: String) throws -> OpaquePointer? {
    var db: OpaquePointer?
    guard sqlite3_open_v2(path, &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nil) == SQLITE_OK else {
      defer { sqlite3_close_v2(db) }
      throw error(db, "open \(path)")
    }
    return db
  }

  private static func execute(_ sql: String, in db: OpaquePointer?) throws {
    guard sqlite3_exec(db, sql, nil, nil, nil) == SQLITE_OK else { throw error(db, sql) }
  }

  private static func error(_ db: OpaquePointer?, _ action: String) -> ScenarioError {
    ScenarioError(
      description:
        "raw SQLite: \(action): \(db.map { String(cString: sqlite3_errmsg($0)) } ?? "no connection")")
  }
}
