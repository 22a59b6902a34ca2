import CaseBook
import Entities
import Storage
import TestSupport
import Testing

@testable import MV

/// `Agenda`, the model the Upcoming views read, on an in-memory database, a
/// failing store and a clock a test moves, with no view.
@MainActor
@Suite("Agenda")
struct AgendaTests {
  let clock = SettableDayClock(.at("2024-05-15"))  // a Wednesday

  func agenda(_ items: [ItemSpec] = [], store: (any TodoStore)? = nil) throws -> Agenda {
    Agenda(store: try store ?? Seed.store(items: items), clock: clock, firstWeekday: .sunday)
  }

  func draft(_ name: String, _ due: String) -> ItemDraft {
    var draft = ItemDraft(today: clock.today())
    (draft.name, draft.dueDate) = (name, due)
    return draft
  }

  @Test("Reads storage once, for the days from today through the end of next week")
  func loadsOnce() throws {
    let store = try Seed.store(items: [ItemSpec("Milk", "2024-05-15"), ItemSpec("Far", "2024-05-26")])
    let agenda = try agenda(store: store)
    #expect(agenda.groups.isEmpty, "nothing is read before the list appears")
    try agenda.loadIfNeeded()
    #expect(agenda.shown == [ExpectedSection("Today", [.init("Milk", nil)])])
    _ = try store.addItem(title: "Bread", dueDate: .at("2024-05-15"))
    try agenda.loadIfNeeded()
    #expect(agenda.shown == [ExpectedSection("Today", [.init("Milk", nil)])])
  }

  @Test("Today is the clock's, asked each time")
  func todayFollowsClock() throws {
    let agenda = try agenda()
    #expect(agenda.today == .at("2024-05-15"))
    clock.set(.at("2024-05-16"))
    #expect(agenda.today == .at("2024-05-16"))
  }

  @Test("Items sort by day, then title ignoring case, then order added; rows name the weekday")
  func sortsWithinSections() throws {
    let agenda = try agenda([
      ItemSpec("b", "2024-05-17"), ItemSpec("B", "2024-05-17"), ItemSpec("a", "2024-05-17"),
      ItemSpec("Tomorrow", "2024-05-16"), ItemSpec("Soon", "2024-05-20"),
    ])
    try agenda.loadIfNeeded()
    #expect(
      agenda.shown == [
        ExpectedSection("Tomorrow", [.init("Tomorrow", "Thursday")]),
        ExpectedSection(
          "Later This Week", [.init("a", "Friday"), .init("b", "Friday"), .init("B", "Friday")]),
        ExpectedSection("Next Week", [.init("Soon", "Monday")]),
      ])
  }

  @Test("An item added goes after its equals in its section, or makes its section in order")
  func addsAtPlace() throws {
    let agenda = try agenda([ItemSpec("Milk", "2024-05-15"), ItemSpec("Soon", "2024-05-20")])
    try agenda.loadIfNeeded()
    try agenda.add(draft("milk", "2024-05-15"))
    try agenda.add(draft("Friday", "2024-05-17"))
    #expect(
      agenda.shown == [
        ExpectedSection("Today", [.init("Milk", nil), .init("milk", nil)]),
        ExpectedSection("Later This Week", [.init("Friday", "Friday")]),
        ExpectedSection("Next Week", [.init("Soon", "Monday")]),
      ])
  }

  @Test("An item out of range is saved and changes nothing shown")
  func addsOutOfRange() throws {
    let store = try Seed.store()
    let agenda = try agenda(store: store)
    try agenda.loadIfNeeded()
    try agenda.add(draft("Past", "2024-05-14"))
    try agenda.add(draft("Far", "2024-05-26"))
    #expect(agenda.groups.isEmpty)
    #expect(
      try store.items(dueFrom: .at("2024-01-01"), through: .at("2024-12-31")).map(\.title) == ["Past", "Far"])
  }

  @Test("If the day changed since the list was read, adding reads it again for the new day")
  func dayChanged() throws {
    let agenda = try agenda([ItemSpec("Milk", "2024-05-15"), ItemSpec("Bread", "2024-05-16")])
    try agenda.loadIfNeeded()
    clock.set(.at("2024-05-16"))
    try agenda.add(draft("Eggs", "2024-05-16"))
    #expect(agenda.shown == [ExpectedSection("Today", [.init("Bread", nil), .init("Eggs", nil)])])
  }

  @Test("Storage failing: the error's message, nothing shown or inserted")
  func storageFails() throws {
    let error = StorageError.busy(path: "/tmp/todos.sqlite")
    let failingLoads = try agenda(store: FailingStore(error, failing: .loads))
    #expect(throws: AlertMessage(error.description)) { try failingLoads.loadIfNeeded() }
    #expect(failingLoads.groups.isEmpty)
    let failingSaves = try agenda(store: FailingStore(error, failing: .saves))
    try failingSaves.loadIfNeeded()
    #expect(throws: AlertMessage(error.description)) { try failingSaves.add(draft("Milk", "2024-05-15")) }
    #expect(failingSaves.groups.isEmpty)
    #expect(throws: AlertMessage(CaseBook.Message.itemNameRequired)) {
      try failingSaves.add(draft(" ", "2024-05-15"))
    }
  }
}
