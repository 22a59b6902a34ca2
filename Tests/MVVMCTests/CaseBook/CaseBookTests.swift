import CaseBook
import Entities
import Testing

@testable import MVVMC

/// The case book (`Sources/CaseBook`), every case through MVVM-C's own seams,
/// as its advocates test: a view model on a stub service with a spy delegate
/// in place of its coordinator where the case is the screen's logic (order,
/// sections, validation, loads); the real coordinator, with its view models on
/// a navigation stack, where the case is the flow (a form presented, closed by
/// Cancel or a save, the saved row handed to the list). One file per family
/// extends this suite.
@MainActor
@Suite("The case book, through the view models and coordinators")
struct CaseBookTests {
  /// The spy the list view models report to in place of their coordinators.
  let listDelegate = SpyListDelegate()
  /// The spy the add view models report to in place of their coordinators.
  let formDelegate = SpyAddDelegate()

  /// The contacts `contacts` as stored, ids 1, 2, 3… in order.
  func stored(_ contacts: [ContactName]) -> [Contact] {
    contacts.enumerated().map {
      Contact(id: Int64($0.offset + 1), firstName: $0.element.first, lastName: $0.element.last)
    }
  }

  /// The items `items` as stored, ids 1, 2, 3… in order.
  func stored(_ items: [ItemSpec]) -> [TodoItem] {
    items.enumerated().map {
      TodoItem(id: Int64($0.offset + 1), title: $0.element.title, dueDate: $0.element.due)
    }
  }

  /// The contact list's view model on a stub service holding `contacts`, loaded.
  func contactList(_ contacts: [ContactName] = [], service: StubContactService? = nil)
    -> ContactListViewModel
  {
    let viewModel = ContactListViewModel(
      service: service ?? StubContactService(contacts: stored(contacts)), delegate: listDelegate)
    viewModel.load()
    return viewModel
  }

  /// The Upcoming list's view model on a stub service holding `items`, loaded.
  func upcomingList(
    _ items: [ItemSpec] = [], today: Day = Day(CaseBook.today)!, firstWeekday: Weekday = .sunday,
    service: StubTodoService? = nil
  ) -> UpcomingListViewModel {
    let viewModel = UpcomingListViewModel(
      service: service ?? StubTodoService(items: stored(items)), delegate: listDelegate,
      clock: FixedDayClock(today), firstWeekday: firstWeekday)
    viewModel.load()
    return viewModel
  }
}

extension UpcomingListViewModel {
  /// The sections as a view bound to them shows them, in the case book's terms.
  var shown: [ExpectedSection] {
    sections.map { ExpectedSection($0.title, $0.rows.map { .init($0.title, $0.dayLabel) }) }
  }
}
