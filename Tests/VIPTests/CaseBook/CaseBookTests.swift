import CaseBook
import Entities
import ScreenKit
import Testing

@testable import VIP

/// The case book (`Sources/CaseBook`), every case through Clean Swift's own
/// seams, one role at a time as the Clean Swift handbook tests a scene: the
/// interactor against a worker spy and a presentation-logic spy (the rules,
/// the order, the range, what is handed on), then the presenter against a
/// display-logic spy, fed the interactor's response (the rows, sections,
/// messages), and, where the case is about what the screen shows, the view
/// controller drawing the presenter's view model on a window. Routing,
/// titles, buttons and lifetimes are checked on the scenes the configurators
/// assemble. One file per family extends this suite.
@MainActor
@Suite("The case book, through the interactors, presenters and view controllers")
struct CaseBookTests {
  /// The contact list's interactor on a worker spy holding `names` (ids in the
  /// order given), asked to fetch.
  func contactListInteractor(_ names: [ContactName], worker: ContactsWorkerSpy? = nil) -> (
    interactor: ContactListInteractor, presenter: ContactListPresentationLogicSpy, worker: ContactsWorkerSpy
  ) {
    let worker = worker ?? ContactsWorkerSpy(names: names)
    let interactor = ContactListInteractor(worker: worker)
    let presenter = ContactListPresentationLogicSpy()
    interactor.presenter = presenter
    interactor.fetchContacts(request: .init())
    return (interactor, presenter, worker)
  }

  /// The Upcoming list's interactor on a worker spy holding `specs` (ids in
  /// the order given), asked to fetch for `today`.
  func upcomingListInteractor(
    _ specs: [ItemSpec], today: Day, firstWeekday: Weekday = .sunday, worker: TodosWorkerSpy? = nil
  ) -> (
    interactor: UpcomingListInteractor, presenter: UpcomingListPresentationLogicSpy, worker: TodosWorkerSpy
  ) {
    let worker = worker ?? TodosWorkerSpy(specs: specs)
    let interactor = UpcomingListInteractor(
      worker: worker, clock: FixedDayClock(today), firstWeekday: firstWeekday)
    let presenter = UpcomingListPresentationLogicSpy()
    interactor.presenter = presenter
    interactor.fetchItems(request: .init())
    return (interactor, presenter, worker)
  }

  /// A presenter of `Presenter` type wired to a display-logic spy `Spy`, both returned.
  func contactListPresenter() -> (ContactListPresenter, ContactListDisplayLogicSpy) {
    let (presenter, display) = (ContactListPresenter(), ContactListDisplayLogicSpy())
    presenter.viewController = display
    return (presenter, display)
  }

  /// The add-contact presenter wired to a display-logic spy.
  func addContactPresenter() -> (AddContactPresenter, AddContactDisplayLogicSpy) {
    let (presenter, display) = (AddContactPresenter(), AddContactDisplayLogicSpy())
    presenter.viewController = display
    return (presenter, display)
  }

  /// The Upcoming list's presenter wired to a display-logic spy.
  func upcomingListPresenter() -> (UpcomingListPresenter, UpcomingListDisplayLogicSpy) {
    let (presenter, display) = (UpcomingListPresenter(), UpcomingListDisplayLogicSpy())
    presenter.viewController = display
    return (presenter, display)
  }

  /// The add-item presenter wired to a display-logic spy.
  func addItemPresenter() -> (AddItemPresenter, AddItemDisplayLogicSpy) {
    let (presenter, display) = (AddItemPresenter(), AddItemDisplayLogicSpy())
    presenter.viewController = display
    return (presenter, display)
  }

  /// `viewController` alone (no interactor, no router) in a navigation
  /// controller on a window, loaded: where view models are drawn.
  func onWindow(_ viewController: ViewController) -> ScreenDriver {
    ScreenDriver(root: NavigationController(rootViewController: viewController))
  }
}

extension UpcomingListModels.DisplayedSection {
  /// The section in the case book's terms.
  var expected: ExpectedSection {
    ExpectedSection(title, items.map { .init($0.title, $0.dayLabel) })
  }
}
