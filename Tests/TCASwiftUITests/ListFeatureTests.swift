import CaseBook
import ComposableArchitectureTesting
import ComposableArchitectureUI
import Entities
import Storage
import TestSupport
import Testing

@testable import TCASwiftUI

/// The list features' rules the case book does not state: each list read
/// once, however often it appears; a day change between reading and saving;
/// the sheet put away by the toolkit.
@MainActor
@Suite("ContactListFeature and UpcomingListFeature")
struct ListFeatureTests {
  @Test("The contact list is read the first time it appears only")
  func contactsReadOnce() async {
    let ada = Contact(id: 1, firstName: "Ada", lastName: "Lovelace")
    let store = TestStore(initialState: ContactListFeature.State()) {
      ContactListFeature()
    } withDependencies: {
      $0.contactsClient = .holding([ada])
    }
    await store.send(.onAppear) { $0.isLoaded = true }
    await store.receive(\.contactsLoaded.success, [ada]) { $0.rows = [ContactRow(ada)] }
    await store.send(.onAppear)
  }

  @Test("The Upcoming list is read the first time it appears only, for today through the end of next week")
  func itemsReadOnce() async {
    let ranges = Calls<ClosedRange<Day>>()
    let store = TestStore(initialState: UpcomingListFeature.State()) {
      UpcomingListFeature()
    } withDependencies: {
      $0.todosClient.items = { first, last in
        ranges.record(first...last)
        return []
      }
      $0.dayClock = FixedDayClock(.at("2024-05-15"))
      $0.firstWeekday = .monday
    }
    await store.send(.onAppear) { $0.days = UpcomingDays(today: .at("2024-05-15"), firstWeekday: .monday) }
    await store.receive(\.itemsLoaded.success, [])
    await store.send(.onAppear)
    #expect(ranges.all == [Day.at("2024-05-15")...Day.at("2024-05-26")])
  }

  @Test("An item saved on another day than the list was read for reads the list again, for the new today")
  func dayChanged() async {
    let clock = SettableDayClock(.at("2024-05-15"))
    let wednesday = TodoItem(id: 1, title: "Wednesday", dueDate: .at("2024-05-15"))
    let thursday = TodoItem(id: 2, title: "Thursday", dueDate: .at("2024-05-16"))
    let store = TestStore(initialState: UpcomingListFeature.State()) {
      UpcomingListFeature()
    } withDependencies: {
      $0.todosClient = .holding([wednesday, thursday])
      $0.dayClock = clock
    }
    await store.send(.onAppear) { $0.days = UpcomingDays(today: .at("2024-05-15"), firstWeekday: .sunday) }
    await store.receive(\.itemsLoaded.success, [wednesday, thursday]) {
      $0.groups = [
        UpcomingGroup(section: .today, rows: [UpcomingRow(wednesday, in: .today)]),
        UpcomingGroup(section: .tomorrow, rows: [UpcomingRow(thursday, in: .tomorrow)]),
      ]
    }
    clock.set(.at("2024-05-16"))
    await store.send(.addButtonTapped) { $0.addItem = AddItemFeature.State(today: .at("2024-05-16")) }
    await store.send(.addItem(.presented(.delegate(.saved(thursday))))) {
      $0.addItem = nil
      $0.days = UpcomingDays(today: .at("2024-05-16"), firstWeekday: .sunday)
    }
    await store.receive(\.itemsLoaded.success, [thursday]) {
      $0.groups = [UpcomingGroup(section: .today, rows: [UpcomingRow(thursday, in: .today)])]
    }
  }

  @Test(
    "The sheet put away by the toolkit (dismiss) clears the form's state; a child action without it is the parent's"
  )
  func dismissClearsTheForm() async {
    let store = TestStore(initialState: ContactListFeature.State()) { ContactListFeature() }
    await store.send(.addButtonTapped) { $0.addContact = AddContactFeature.State() }
    await store.send(.addContact(.dismiss)) { $0.addContact = nil }
    await store.send(.addContact(.presented(.firstNameChanged("Ada"))))
  }
}
