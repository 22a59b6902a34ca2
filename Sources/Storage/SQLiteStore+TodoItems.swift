import Entities
import GRDB

extension SQLiteStore {
  public func items(dueFrom first: Day, through last: Day) throws(StorageError) -> [TodoItem] {
    let path = self.path
    return try read { db in
      try Row.fetchAll(
        db,
        sql: "SELECT id, title, dueDate FROM todoItem WHERE dueDate BETWEEN ? AND ? ORDER BY id",
        arguments: [first.description, last.description]
      ).map { row in
        let text: String = row["dueDate"]
        guard let day = Day(text) else {
          throw StorageError.corrupt(
            path: path, detail: "to-do item \(row["id"] as Int64) has due date '\(text)'")
        }
        return TodoItem(id: row["id"], title: row["title"], dueDate: day)
      }
    }
  }

  public func addItem(title: String, dueDate: Day) throws(StorageError) -> TodoItem {
    try write { db in
      try db.execute(
        sql: "INSERT INTO todoItem (title, dueDate) VALUES (?, ?)",
        arguments: [title, dueDate.description])
      return TodoItem(id: db.lastInsertedRowID, title: title, dueDate: dueDate)
    }
  }

  /// Adds many items in one transaction: all of them are stored, or none.
  public func addItems(_ items: [(title: String, dueDate: Day)]) throws(StorageError) {
    try write { db in
      let statement = try db.makeStatement(sql: "INSERT INTO todoItem (title, dueDate) VALUES (?, ?)")
      for item in items {
        try statement.execute(text: item.title, item.dueDate.description)
      }
    }
  }

  /// The number of to-do items stored.
  public func itemCount() throws(StorageError) -> Int {
    try read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM todoItem") ?? 0 }
  }
}
