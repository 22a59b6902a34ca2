import GRDB

/// The database schema, as a list of migrations: the only place tables are defined.
enum Schema {
  /// The migrations this version of ArchLab knows, in order.
  static var migrator: DatabaseMigrator {
    var migrator = DatabaseMigrator()
    migrator.registerMigration("v1: contacts and to-do items") { db in
      // Feature rules (trimming, 100/200 characters, control characters) are
      // enforced by the modules; these checks only stop what must never be stored.
      try db.execute(
        sql: """
          CREATE TABLE contact (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            firstName TEXT NOT NULL CHECK (trim(firstName) <> '' AND length(firstName) <= 2000),
            lastName TEXT NOT NULL CHECK (trim(lastName) <> '' AND length(lastName) <= 2000)
          );
          CREATE TABLE todoItem (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            title TEXT NOT NULL CHECK (trim(title) <> '' AND length(title) <= 4000),
            dueDate TEXT NOT NULL
              CHECK (dueDate GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]')
          );
          CREATE INDEX todoItem_on_dueDate ON todoItem(dueDate);
          """)
    }
    return migrator
  }
}
