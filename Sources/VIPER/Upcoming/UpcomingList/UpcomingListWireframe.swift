import Entities
import ScreenKit
import Storage

/// The Upcoming list's wireframe: assembles the module (view, presenter,
/// interactor, data manager) and knows how to present the add-item module over
/// the list.
@MainActor
final class UpcomingListWireframe: UpcomingListWireframeProtocol {
  private let todoStore: any TodoStore
  private let clock: any DayClock
  /// The list's screen, to present from; weak, since the presenter owns this
  /// wireframe and the navigation controller owns the screen.
  private(set) weak var viewController: ViewController?

  private init(todoStore: any TodoStore, clock: any DayClock) {
    self.todoStore = todoStore
    self.clock = clock
  }

  /// Builds the Upcoming list module and returns its screen, which owns the
  /// rest of the module.
  static func makeModule(todoStore: any TodoStore, clock: any DayClock, firstWeekday: Weekday)
    -> ViewController
  {
    let wireframe = UpcomingListWireframe(todoStore: todoStore, clock: clock)
    let interactor = UpcomingListInteractor(
      dataManager: UpcomingListDataManager(store: todoStore), clock: clock, firstWeekday: firstWeekday)
    let presenter = UpcomingListPresenter(interactor: interactor, wireframe: wireframe)
    let view = UpcomingListViewController(eventHandler: presenter)
    presenter.userInterface = view
    interactor.output = presenter
    wireframe.viewController = view
    return view
  }

  func presentAddInterface(delegate: any AddItemModuleDelegate) {
    guard let viewController else { return }
    AddItemWireframe.presentAddInterface(
      from: viewController, todoStore: todoStore, clock: clock, delegate: delegate)
  }
}
