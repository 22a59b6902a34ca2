import Entities
import GRDB

extension SQLiteStore {
  public func allContacts() throws(StorageError) -> [Contact] {
    try read { db in
      try Row.fetchAll(db, sql: "SELECT id, firstName, lastName FROM contact ORDER BY id").map {
        Contact(id: $0["id"], firstName: $0["firstName"], lastName: $0["lastName"])
      }
    }
  }

  public func addContact(firstName: String, lastName: String) throws(StorageError) -> Contact {
    try write { db in
      try db.execute(
        sql: "INSERT INTO contact (firstName, lastName) VALUES (?, ?)",
        arguments: [firstName, lastName])
      return Contact(id: db.lastInsertedRowID, firstName: firstName, lastName: lastName)
    }
  }

  /// Adds many contacts in one transaction: all of them are stored, or none.
  public func addContacts(_ names: [(firstName: String, lastName: String)]) throws(StorageError) {
    try write { db in
      let statement = try db.makeStatement(sql: "INSERT INTO contact (firstName, lastName) VALUES (?, ?)")
      for name in names {
        try statement.execute(text: name.firstName, name.lastName)
      }
    }
  }

  /// The number of contacts stored.
  public func contactCount() throws(StorageError) -> Int {
    try read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM contact") ?? 0 }
  }
}
