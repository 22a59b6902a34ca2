import CaseBook
import Entities
import Storage
import Testing

@testable import MVVM

extension CaseBookTests {
  /// The objects each screen's view model is built with, as the module builds
  /// them (services, routers, the add screens' view models reporting to the
  /// lists), are freed with it; the app as `AppBuilder` assembles it too. The
  /// bound screens themselves are checked by `ScreenLifetimeTests`.
  @Test("A screen's objects are freed when it goes away", arguments: CaseBook.leaks)
  func leaks(_ bookCase: LeakCase) {
    let store = SQLiteStore.inMemory()
    let check = LeakCheck()
    let clock = FixedDayClock(Day(CaseBook.today)!)
    let contactService = ContactService(store: store)
    let todoService = TodoService(store: store)
    let contacts = ContactListViewModel(
      service: contactService, router: ContactListRouter(service: contactService))
    let upcoming = UpcomingListViewModel(
      service: todoService, router: UpcomingListRouter(service: todoService), clock: clock,
      firstWeekday: .sunday)
    contacts.load()
    upcoming.load()
    let kept: [AnyObject] = [store, contacts, upcoming, contactService, todoService]
    switch bookCase.exit {
    case .appReleased:
      do {
        let root: AnyObject = AppBuilder.makeRootViewController(
          contactStore: store, todoStore: store, clock: clock, firstWeekday: .sunday)
        check.watch(from: root, excluding: kept)
        #expect(
          check.watches(typeNamed: "ContactListViewModel")
            && check.watches(typeNamed: "UpcomingListViewModel"))
      }
    case .contactListReleased:
      do {
        let service = ContactService(store: store)
        let viewModel = ContactListViewModel(service: service, router: ContactListRouter(service: service))
        viewModel.load()
        viewModel.addTapped()
        check.watch(from: viewModel, excluding: [store])
        #expect(check.watches(typeNamed: "ContactListRouter") && check.watches(typeNamed: "ContactService"))
      }
    case .upcomingListReleased:
      do {
        let service = TodoService(store: store)
        let viewModel = UpcomingListViewModel(
          service: service, router: UpcomingListRouter(service: service), clock: clock, firstWeekday: .sunday)
        viewModel.load()
        viewModel.addTapped()
        check.watch(from: viewModel, excluding: [store])
        #expect(check.watches(typeNamed: "UpcomingListRouter") && check.watches(typeNamed: "TodoService"))
      }
    case .addContactCancelled, .addContactDone:
      do {
        let form = AddContactViewModel(
          service: contactService, router: AddContactRouter(), delegate: contacts)
        check.watch(from: form, excluding: kept)
        #expect(check.watches(typeNamed: "AddContactRouter"))
        form.firstName = "Ada"
        form.lastName = "Lovelace"
        if bookCase.exit == .addContactDone { form.doneTapped() } else { form.cancelTapped() }
      }
      #expect(contacts.rows.map(\.fullName) == (bookCase.exit == .addContactDone ? ["Ada Lovelace"] : []))
    case .addItemCancelled, .addItemSaved:
      do {
        let form = AddItemViewModel(
          today: clock.today(), service: todoService, router: AddItemRouter(), delegate: upcoming)
        check.watch(from: form, excluding: kept)
        #expect(check.watches(typeNamed: "AddItemRouter"))
        form.name = "Buy milk"
        if bookCase.exit == .addItemSaved { form.saveTapped() } else { form.cancelTapped() }
      }
      #expect(
        upcoming.sections.flatMap(\.rows).map(\.title) == (bookCase.exit == .addItemSaved ? ["Buy milk"] : [])
      )
    }
    #expect(check.count > 0)
    #expect(check.survivors == [])
  }
}
