import Entities

/// An item due soon, as the interactor hands it to the presenter: plain data
/// with no behaviour, so that the ``TodoItem`` entity never leaves the interactor.
struct UpcomingItem: Equatable, Sendable {
  /// What is to be done.
  var title: String
  /// The day it is due.
  var dueDate: Day
  /// Which group the due date puts it in.
  var dateRelation: NearTermDateRelation
}
