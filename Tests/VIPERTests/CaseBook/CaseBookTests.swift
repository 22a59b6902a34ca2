import CaseBook
import Entities
import Testing

@testable import VIPER

/// The case book (`Sources/CaseBook`), every case through VIPER's own seams,
/// layer by layer as VIPER is unit-tested: the interactor against a
/// data-manager double (the rules, the order, the range), then the presenter
/// against view, interactor and wireframe doubles, fed what the interactor
/// answered (the rows, sections, messages, navigation). What only a passive
/// view or a module's assembly holds (titles, buttons, lifetimes) is checked
/// on the views and modules the wireframes build. One file per family extends
/// this suite.
@MainActor
@Suite("The case book, through the interactors and presenters")
struct CaseBookTests {
  /// What the presenter-layer doubles were asked, in order.
  let log = CallLog()
  /// The doubles presenters hold weakly (views, module delegates), kept for the test's length.
  let doubles = Doubles()

  /// Keeps doubles alive.
  final class Doubles {
    var held: [AnyObject] = []
  }

  /// The contact list's interactor on a data-manager stub holding `contacts`
  /// (ids in the order given), asked to find them.
  func contactListInteractor(_ contacts: [ContactName], failing error: DataManagerError? = nil)
    -> (
      interactor: ContactListInteractor, output: ContactListInteractorOutputSpy,
      dataManager: ContactListDataManagerStub
    )
  {
    let dataManager = ContactListDataManagerStub(
      contacts.enumerated().map {
        Contact(id: Int64($0.offset + 1), firstName: $0.element.first, lastName: $0.element.last)
      })
    if let error { dataManager.result = .failure(error) }
    let interactor = ContactListInteractor(dataManager: dataManager)
    let output = ContactListInteractorOutputSpy()
    interactor.output = output
    interactor.findContacts()
    return (interactor, output, dataManager)
  }

  /// The Upcoming list's interactor on a data-manager stub holding `items`
  /// (ids in the order given), asked to find them.
  func upcomingListInteractor(
    _ items: [ItemSpec], today: Day, firstWeekday: Weekday = .sunday, failing error: DataManagerError? = nil
  ) -> (
    interactor: UpcomingListInteractor, output: UpcomingListInteractorOutputSpy,
    dataManager: UpcomingListDataManagerStub
  ) {
    let dataManager = UpcomingListDataManagerStub(
      items.enumerated().map {
        TodoItem(id: Int64($0.offset + 1), title: $0.element.title, dueDate: $0.element.due)
      })
    if let error { dataManager.result = .failure(error) }
    let interactor = UpcomingListInteractor(
      dataManager: dataManager, clock: FixedDayClock(today), firstWeekday: firstWeekday)
    let output = UpcomingListInteractorOutputSpy()
    interactor.output = output
    interactor.findUpcomingItems()
    return (interactor, output, dataManager)
  }

  /// The contact list's presenter on an interactor spy and a wireframe spy, driving a view spy.
  func contactListPresenter() -> (presenter: ContactListPresenter, view: ContactListViewSpy) {
    let presenter = ContactListPresenter(
      interactor: ContactListInteractorSpy(log: log), wireframe: ContactListWireframeSpy(log: log))
    let view = ContactListViewSpy(log: log)
    presenter.userInterface = view
    doubles.held.append(view)
    return (presenter, view)
  }

  /// The Upcoming list's presenter on an interactor spy and a wireframe spy, driving a view spy.
  func upcomingListPresenter() -> (presenter: UpcomingListPresenter, view: UpcomingListViewSpy) {
    let presenter = UpcomingListPresenter(
      interactor: UpcomingListInteractorSpy(log: log), wireframe: UpcomingListWireframeSpy(log: log))
    let view = UpcomingListViewSpy(log: log)
    presenter.userInterface = view
    doubles.held.append(view)
    return (presenter, view)
  }

  /// New Contact's presenter on doubles, with its view and the list module's delegate as spies.
  func addContactPresenter() -> (
    presenter: AddContactPresenter, view: AddContactViewSpy, delegate: AddContactModuleDelegateSpy
  ) {
    let presenter = AddContactPresenter(
      interactor: AddContactInteractorSpy(log: log), wireframe: AddContactWireframeSpy(log: log))
    let view = AddContactViewSpy(log: log)
    let delegate = AddContactModuleDelegateSpy(log: log)
    presenter.userInterface = view
    presenter.moduleDelegate = delegate
    doubles.held += [view, delegate]
    return (presenter, view, delegate)
  }

  /// Add Item's presenter on doubles, with its view and the list module's delegate as spies.
  func addItemPresenter() -> (
    presenter: AddItemPresenter, view: AddItemViewSpy, delegate: AddItemModuleDelegateSpy
  ) {
    let presenter = AddItemPresenter(
      interactor: AddItemInteractorSpy(log: log), wireframe: AddItemWireframeSpy(log: log))
    let view = AddItemViewSpy(log: log)
    let delegate = AddItemModuleDelegateSpy(log: log)
    presenter.userInterface = view
    presenter.moduleDelegate = delegate
    doubles.held += [view, delegate]
    return (presenter, view, delegate)
  }

  /// What the data manager over `store` throws when `call` fails: how storage's message reaches the interactor.
  func dataManagerError(_ call: () throws(DataManagerError) -> Void) throws -> DataManagerError {
    do {
      try call()
    } catch {
      return error
    }
    throw MissingFailure()
  }
}

/// A data manager that was to fail did not.
struct MissingFailure: Error {}

extension UpcomingListViewSpy {
  /// The sections as the screen would show them, in the case book's terms.
  var shown: [ExpectedSection]? {
    sections?.map { ExpectedSection($0.name, $0.items.map { .init($0.title, $0.dueDay) }) }
  }
}
