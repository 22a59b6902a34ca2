import CaseBook
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
  func contactsReadOnce() {
    let ada = Contact(id: 1, firstName: "Ada", lastName: "Lovelace")
    let store = TestStore(initialState: ContactListFeature.State()) {
      ContactListFeature(contacts: .holding([ada]))
    }
    store.send(.onAppear) { $0.isLoaded = true }
    store.receive(.contactsLoaded(.success([ada]))) { $0.rows = [ContactRow(ada)] }
    store.send(.onAppear)
  }

  @Test("The Upcoming list is read the first time it appears only, for today through the end of next week")
  func itemsReadOnce() {
    let ranges = Calls<ClosedRange<Day>>()
    var client = TodosClient.unimplemented
    client.items = { first, last in
      ranges.record(first...last)
      return []
    }
    let store = TestStore(initialState: UpcomingListFeature.State()) {
      UpcomingListFeature(todos: client, clock: FixedDayClock(.at("2024-05-15")), firstWeekday: .monday)
    }
    store.send(.onAppear) { $0.days = UpcomingDays(today: .at("2024-05-15"), firstWeekday: .monday) }
    store.receive(.itemsLoaded(.success([])))
    store.send(.onAppear)
    #expect(ranges.all == [Day.at("2024-05-15")...Day.at("2024-05-26")])
  }

  @Test("An item saved on another day than the list was read for reads the list again, for the new today")
  func dayChanged() {
    let clock = SettableDayClock(.at("2024-05-15"))
    let wednesday = TodoItem(id: 1, title: "Wednesday", dueDate: .at("2024-05-15"))
    let thursday = TodoItem(id: 2, title: "Thursday", dueDate: .at("2024-05-16"))
    let store = TestStore(initialState: UpcomingListFeature.State()) {
      UpcomingListFeature(todos: .holding([wednesday, thursday]), clock: clock, firstWeekday: .sunday)
    }
    store.send(.onAppear) { $0.days = UpcomingDays(today: .at("2024-05-15"), firstWeekday: .sunday) }
    store.receive(.itemsLoaded(.success([wednesday, thursday]))) {
      $0.groups = [
        UpcomingGroup(section: .today, rows: [UpcomingRow(wednesday, in: .today)]),
        UpcomingGroup(section: .tomorrow, rows: [UpcomingRow(thursday, in: .tomorrow)]),
      ]
    }
    clock.set(.at("2024-05-16"))
    store.send(.addButtonTapped) { $0.addItem = AddItemFeature.State(today: .at("2024-05-16")) }
    store.send(.addItem(.presented(.delegate(.saved(thursday))))) {
      $0.addItem = nil
      $0.days = UpcomingDays(today: .at("2024-05-16"), firstWeekday: .sunday)
    }
    store.receive(.itemsLoaded(.success([thursday]))) {
      $0.groups = [UpcomingGroup(section: .today, rows: [UpcomingRow(thursday, in: .today)])]
    }
  }

  @Test(
    "The sheet put away by the toolkit (dismiss) clears the form's state; a child action without it is the parent's"
  )
  func dismissClearsTheForm() {
    let store = TestStore(initialState: ContactListFeature.State()) {
      ContactListFeature(contacts: .unimplemented)
    }
    store.send(.addButtonTapped) { $0.addContact = AddContactFeature.State() }
    store.send(.addContact(.dismiss)) { $0.addContact = nil }
    store.send(.addContact(.presented(.firstNameChanged("Ada"))))
  }
}
