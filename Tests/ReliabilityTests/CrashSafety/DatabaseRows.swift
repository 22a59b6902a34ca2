import GRDB

/// Every row of an ArchLab database, read on a read-only connection, and what
/// `PRAGMA integrity_check` says of it.
struct DatabaseRows: Equatable {
  /// Each contact as its id, first name and last name, by id.
  var contacts: [[String]]
  /// Each to-do item as its id, title and due date, by id.
  var items: [[String]]
  /// `["ok"]` for an intact database.
  var integrity: [String]

  var counts: RowCounts { RowCounts(contacts: contacts.count, items: items.count) }

  /// Reads the database at `path`.
  static func read(_ path: String) throws -> DatabaseRows {
    let queue = try DatabaseQueue(path: path, configuration: readOnly)
    defer { try? queue.close() }
    return try queue.read { db in
      DatabaseRows(
        contacts: try Row.fetchAll(db, sql: "SELECT id, firstName, lastName FROM contact ORDER BY id").map {
          ["\($0["id"] as Int64)", $0["firstName"], $0["lastName"]]
        },
        items: try Row.fetchAll(db, sql: "SELECT id, title, dueDate FROM todoItem ORDER BY id").map {
          ["\($0["id"] as Int64)", $0["title"], $0["dueDate"]]
        },
        integrity: try String.fetchAll(db, sql: "PRAGMA integrity_check"))
    }
  }

  /// The rows each table holds, on `db`.
  static func counts(_ db: Database) throws -> RowCounts {
    RowCounts(
      contacts: try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM contact") ?? -1,
      items: try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM todoItem") ?? -1)
  }

  /// A read-only connection's configuration.
  static var readOnly: Configuration {
    var configuration = Configuration()
    configuration.readonly = true
    return configuration
  }

  /// How many of `expected`'s rows are not here as they were, table by table
  /// (`expected` holds at least the rows this database should).
  func rowsLost(against expected: DatabaseRows, counts: RowCounts) -> Int {
    func lost(_ rows: [[String]], _ reference: [[String]], _ count: Int) -> Int {
      let wanted = reference.prefix(count)
      return zip(wanted, rows).filter { $0 != $1 }.count + max(0, wanted.count - rows.count)
    }
    return lost(contacts, expected.contacts, counts.contacts) + lost(items, expected.items, counts.items)
  }
}
