import CaseBook
import Entities
import TestSupport
import Testing

@testable import MVP

/// The case book (`Sources/CaseBook`), every case through MVP's own seam: the
/// presenters against fake passive views and stub services, as MVP is
/// unit-tested. What only a passive view holds (titles, buttons, the empty
/// message) and object lifetimes are checked on the real views driven by
/// their presenters. One file per family extends this suite.
@MainActor
@Suite("The case book, through the presenters")
struct CaseBookTests {
  /// The contact list's presenter on a stub service holding `contacts`, loaded into a fake view.
  func contactList(_ contacts: [ContactName] = [], service: StubContactService? = nil)
    -> (presenter: ContactListPresenter, view: FakeContactListView, service: StubContactService)
  {
    let service = service ?? StubContactService(names: contacts.map { ($0.first, $0.last) })
    let presenter = ContactListPresenter(service: service)
    let view = FakeContactListView()
    presenter.view = view
    presenter.viewDidLoad()
    return (presenter, view, service)
  }

  /// The Upcoming list's presenter on a stub service holding `items`, loaded into a fake view.
  func upcomingList(
    _ items: [ItemSpec] = [], today: Day = .at(CaseBook.today), firstWeekday: Weekday = .sunday,
    service: StubTodoService? = nil
  ) -> (presenter: UpcomingListPresenter, view: FakeUpcomingListView, service: StubTodoService) {
    let service = service ?? StubTodoService(items: items.map { ($0.title, $0.due.description) })
    let presenter = UpcomingListPresenter(
      service: service, clock: FixedDayClock(today), firstWeekday: firstWeekday)
    let view = FakeUpcomingListView()
    presenter.view = view
    presenter.viewDidLoad()
    return (presenter, view, service)
  }

  /// The add-contact presenter the list presenter opens on `+`, attached to a fake view.
  func addContact(from list: ContactListPresenter, shownIn view: FakeContactListView) throws
    -> (presenter: AddContactPresenter, view: FakeAddContactView)
  {
    list.didTapAdd()
    let presenter = try #require(view.addPresenters.last)
    #expect(presenter.delegate === list)
    let addView = FakeAddContactView()
    presenter.view = addView
    return (presenter, addView)
  }

  /// The add-item presenter the list presenter opens on `+`, attached to a fake view and loaded.
  func addItem(from list: UpcomingListPresenter, shownIn view: FakeUpcomingListView) throws
    -> (presenter: AddItemPresenter, view: FakeAddItemView)
  {
    list.didTapAdd()
    let presenter = try #require(view.addPresenters.last)
    #expect(presenter.delegate === list)
    let addView = FakeAddItemView()
    presenter.view = addView
    presenter.viewDidLoad()
    return (presenter, addView)
  }
}

extension FakeUpcomingListView {
  /// The sections as the screen would show them, in the case book's terms.
  var shown: [ExpectedSection] {
    sections.map { ExpectedSection($0.title, $0.rows.map { .init($0.title, $0.dayLabel) }) }
  }
}
