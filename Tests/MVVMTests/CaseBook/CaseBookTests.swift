import CaseBook
import Entities
import Testing

@testable import MVVM

/// The case book (`Sources/CaseBook`), every case through MVVM's own seam: the
/// view models, with no UI at all (no file of this folder imports the UI toolkit),
/// on stub services and spy routers, as MVVM is unit-tested. One file per
/// family extends this suite.
@MainActor
@Suite("The case book, through the view models")
struct CaseBookTests {
  /// The spy the contact list's view model asks for New Contact.
  let contactRouter = SpyContactListRouter()
  /// The spy the Upcoming list's view model asks for Add Item.
  let upcomingRouter = SpyUpcomingListRouter()
  /// The spy the add screens' view models ask to close.
  let closingRouter = SpyClosingRouter()

  /// The contact list's view model on a stub service holding `contacts` (ids in order), loaded.
  func contactList(_ contacts: [ContactName] = [], service: StubContactService? = nil)
    -> (viewModel: ContactListViewModel, service: StubContactService)
  {
    let service =
      service
      ?? StubContactService(
        contacts: contacts.enumerated().map {
          Contact(id: Int64($0.offset + 1), firstName: $0.element.first, lastName: $0.element.last)
        })
    let viewModel = ContactListViewModel(service: service, router: contactRouter)
    viewModel.load()
    return (viewModel, service)
  }

  /// The Upcoming list's view model on a stub service holding `items` (ids in order), loaded.
  func upcomingList(
    _ items: [ItemSpec] = [], today: Day = Day(CaseBook.today)!, firstWeekday: Weekday = .sunday,
    service: StubTodoService? = nil
  ) -> (viewModel: UpcomingListViewModel, service: StubTodoService) {
    let service =
      service
      ?? StubTodoService(
        items: items.enumerated().map {
          TodoItem(id: Int64($0.offset + 1), title: $0.element.title, dueDate: $0.element.due)
        })
    let viewModel = UpcomingListViewModel(
      service: service, router: upcomingRouter, clock: FixedDayClock(today), firstWeekday: firstWeekday)
    viewModel.load()
    return (viewModel, service)
  }

  /// New Contact's view model as the list's router builds it on `+`, reporting to the list.
  func addContact(from list: ContactListViewModel, service: StubContactService) throws -> AddContactViewModel
  {
    list.addTapped()
    #expect(contactRouter.showAddContactCount == 1)
    let delegate = try #require(contactRouter.delegate)
    #expect(delegate === list)
    return AddContactViewModel(service: service, router: closingRouter, delegate: delegate)
  }

  /// Add Item's view model as the list's router builds it on `+`, reporting to the list.
  func addItem(from list: UpcomingListViewModel, service: StubTodoService) throws -> AddItemViewModel {
    list.addTapped()
    let today = try #require(upcomingRouter.addItemDays.last)
    let delegate = try #require(upcomingRouter.delegate)
    #expect(delegate === list)
    return AddItemViewModel(today: today, service: service, router: closingRouter, delegate: delegate)
  }
}

extension UpcomingListViewModel {
  /// The sections as a view bound to them shows them, in the case book's terms.
  var shown: [ExpectedSection] {
    sections.map { ExpectedSection($0.title, $0.rows.map { .init($0.title, $0.dayLabel) }) }
  }
}
