import CaseBook
import Entities
import Testing

@testable import MVVMSwiftUI

/// The case book (`Sources/CaseBook`), every case through MVVM-SwiftUI's own
/// seams: the view models on stub stores, with no view, as MVVM is
/// unit-tested; and, for what lives in the views in SwiftUI (what a screen
/// shows, Cancel's dismissal, a view model's lifetime at its view's identity),
/// the views on a window. One file per family extends this suite.
@MainActor
@Suite("The case book, through the view models (and the views where SwiftUI puts the behaviour)")
struct CaseBookTests {
  /// The contact list's view model on a stub store holding `contacts` (ids in order), appeared.
  func contactList(_ contacts: [ContactName] = [], store: StubContactStore? = nil)
    -> (viewModel: ContactListViewModel, store: StubContactStore)
  {
    let store =
      store
      ?? StubContactStore(
        contacts: contacts.enumerated().map {
          Contact(id: Int64($0.offset + 1), firstName: $0.element.first, lastName: $0.element.last)
        })
    let viewModel = ContactListViewModel(store: store)
    viewModel.loadIfNeeded()
    return (viewModel, store)
  }

  /// The Upcoming list's view model on a stub store holding `items` (ids in order), appeared.
  func upcomingList(
    _ items: [ItemSpec] = [], today: Day = Day(CaseBook.today)!, firstWeekday: Weekday = .sunday,
    store: StubTodoStore? = nil
  ) -> (viewModel: UpcomingListViewModel, store: StubTodoStore) {
    let store =
      store
      ?? StubTodoStore(
        items: items.enumerated().map {
          TodoItem(id: Int64($0.offset + 1), title: $0.element.title, dueDate: $0.element.due)
        })
    let viewModel = UpcomingListViewModel(
      store: store, clock: FixedDayClock(today), firstWeekday: firstWeekday)
    viewModel.loadIfNeeded()
    return (viewModel, store)
  }

  /// New Contact's view model as the list's view makes it once `+` put the
  /// sheet up: on the list's store, telling the list what it saved.
  func addContact(from list: ContactListViewModel, store: StubContactStore) -> AddContactViewModel {
    list.addTapped()
    #expect(list.isAddingContact)
    return AddContactViewModel(store: store) { list.contactAdded($0) }
  }

  /// Add Item's view model as the list's view makes it once `+` put the sheet
  /// up: starting on today, on the list's store, telling the list what it saved.
  func addItem(from list: UpcomingListViewModel, store: StubTodoStore, today: Day) -> AddItemViewModel {
    list.addTapped()
    #expect(list.isAddingItem)
    return AddItemViewModel(today: today, store: store) { list.itemAdded($0) }
  }
}

extension UpcomingListViewModel {
  /// The sections as the list shows them, in the case book's terms.
  var shown: [ExpectedSection] {
    sections.map { ExpectedSection($0.title, $0.rows.map { .init($0.title, $0.dayLabel) }) }
  }
}
