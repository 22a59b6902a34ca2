import CaseBook
import ComposableArchitectureTesting
import ComposableArchitectureUI
import Entities
import Storage
import Testing

@testable import TCASwiftUI

/// The case book (`Sources/CaseBook`), every case through TCA-SwiftUI's own
/// seams, as the Composable Architecture is unit-tested: the features'
/// reducers in an exhaustive ``TestStore``, on clients that answer what the
/// case stores and record an issue when called unexpectedly. Every change of
/// state and every action an effect feeds back is asserted; the expected
/// state is built from the case's expected rows, never by the feature's own
/// sorting. What lives in the views (what a screen shows, the empty message,
/// the objects freed when a screen goes) is played on the app on a window.
/// One file per family extends this suite.
@MainActor
@Suite("The case book, through the features' reducers (and the views where SwiftUI puts the behaviour)")
struct CaseBookTests {
  /// `names` as stored contacts, ids in order.
  func contacts(_ names: [ContactName]) -> [Contact] {
    names.enumerated().map {
      Contact(id: Int64($0.offset + 1), firstName: $0.element.first, lastName: $0.element.last)
    }
  }

  /// `specs` as stored items, ids in order.
  func items(_ specs: [ItemSpec]) -> [TodoItem] {
    specs.enumerated().map {
      TodoItem(id: Int64($0.offset + 1), title: $0.element.title, dueDate: $0.element.due)
    }
  }

  /// The rows showing `fullNames` in this order, each the first contact of
  /// `contacts` (in the order added) with that name not used yet.
  func rows(_ fullNames: [String], of contacts: [Contact]) -> [ContactRow] {
    var left = contacts
    return fullNames.compactMap { name in
      left.firstIndex { $0.firstName + " " + $0.lastName == name }.map { ContactRow(left.remove(at: $0)) }
    }
  }

  /// The sections showing `expected`, each row the first item of `items` (in
  /// the order added) with its title not used yet.
  func groups(_ expected: [ExpectedSection], of items: [TodoItem]) -> [UpcomingGroup] {
    var left = items
    return expected.compactMap { section in
      UpcomingSection.allCases.first { $0.title == section.title }.map { kind in
        let rows = section.rows.compactMap { row in
          left.firstIndex { $0.title == row.title }.map { UpcomingRow(left.remove(at: $0), in: kind) }
        }
        return UpcomingGroup(section: kind, rows: rows)
      }
    }
  }

  /// The contact list's test store on a client holding `stored`, appeared and
  /// read; `add` answers saves (none expected unless given).
  func contactList(
    _ stored: [Contact], add: (@Sendable (String, String) throws(StorageError) -> Contact)? = nil
  ) async -> TestStore<ContactListFeature.State, ContactListFeature.Action> {
    let store = TestStore(initialState: ContactListFeature.State()) {
      ContactListFeature()
    } withDependencies: {
      $0.contactsClient.all = { stored }
      if let add { $0.contactsClient.add = add }
    }
    await store.send(.onAppear) { $0.isLoaded = true }
    await store.receive(\.contactsLoaded.success) { $0.rows = stored.map(ContactRow.init).sorted() }
    return store
  }

  /// The Upcoming list's test store on a client holding `stored`, appeared and
  /// read on `today`; `add` answers saves (none expected unless given).
  func upcomingList(
    _ stored: [TodoItem], today: Day = Day(CaseBook.today)!, firstWeekday: Weekday = .sunday,
    add: (@Sendable (String, Day) throws(StorageError) -> TodoItem)? = nil
  ) async -> TestStore<UpcomingListFeature.State, UpcomingListFeature.Action> {
    let store = TestStore(initialState: UpcomingListFeature.State()) {
      UpcomingListFeature()
    } withDependencies: {
      $0.todosClient = .holding(stored)
      if let add { $0.todosClient.add = add }
      $0.dayClock = FixedDayClock(today)
      $0.firstWeekday = firstWeekday
    }
    let days = UpcomingDays(today: today, firstWeekday: firstWeekday)
    await store.send(.onAppear) { $0.days = days }
    let inRange = stored.filter { days.today <= $0.dueDate && $0.dueDate <= days.lastShown }
    await store.receive(\.itemsLoaded.success, inRange) { state in
      let sorted = inRange.sorted {
        ($0.dueDate, $0.title.lowercased(), $0.id) < ($1.dueDate, $1.title.lowercased(), $1.id)
      }
      for item in sorted {
        guard let section = days.section(for: item.dueDate) else { continue }
        if state.groups.last?.section != section {
          state.groups.append(UpcomingGroup(section: section, rows: []))
        }
        state.groups[state.groups.count - 1].rows.append(UpcomingRow(item, in: section))
      }
    }
    return store
  }
}

extension UpcomingListFeature.State {
  /// The sections as the view draws them, in the case book's terms.
  var shown: [ExpectedSection] {
    groups.map { ExpectedSection($0.section.title, $0.rows.map { .init($0.title, $0.dayLabel) }) }
  }
}
