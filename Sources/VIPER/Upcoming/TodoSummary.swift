import Entities

/// A to-do item as interactors hand it on: plain data with no behaviour, so
/// that the ``TodoItem`` entity never leaves the interactor layer.
///
/// Both Upcoming modules use it: the add module reports the item it saved
/// with it, and the list module inserts it.
struct TodoSummary: Equatable, Sendable {
  /// The stable id given by storage; larger ids were added later.
  var id: Int64
  /// What is to be done.
  var title: String
  /// The day it is due.
  var dueDate: Day

  /// Creates a summary.
  init(id: Int64, title: String, dueDate: Day) {
    self.id = id
    self.title = title
    self.dueDate = dueDate
  }

  /// The summary of `item`.
  init(_ item: TodoItem) {
    self.init(id: item.id, title: item.title, dueDate: item.dueDate)
  }
}
