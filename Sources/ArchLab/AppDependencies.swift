import Entities
import Storage

/// Everything a module needs from outside: storage, today's day and the calendar.
public struct AppDependencies: Sendable {
  /// Where contacts are kept.
  public var contactStore: any ContactStore
  /// Where to-do items are kept.
  public var todoStore: any TodoStore
  /// Tells today's day; modules never read the system clock.
  public var clock: any DayClock
  /// The day weeks start on.
  public var firstWeekday: Weekday

  /// Creates the dependencies.
  public init(
    contactStore: any ContactStore, todoStore: any TodoStore, clock: any DayClock,
    firstWeekday: Weekday = .sunday
  ) {
    self.contactStore = contactStore
    self.todoStore = todoStore
    self.clock = clock
    self.firstWeekday = firstWeekday
  }

  /// Both stores on one SQLite database.
  public init(store: SQLiteStore, clock: any DayClock, firstWeekday: Weekday = .sunday) {
    self.init(contactStore: store, todoStore: store, clock: clock, firstWeekday: firstWeekday)
  }
}
