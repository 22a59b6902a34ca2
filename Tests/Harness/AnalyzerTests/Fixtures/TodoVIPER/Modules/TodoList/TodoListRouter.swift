import UIKit

final class TodoListRouter: TodoListRouterProtocol {
  weak var viewController: UIViewController?

  static func createModule() -> UIViewController {
    let view = TodoListViewController()
    let presenter = TodoListPresenter()
    let interactor = TodoListInteractor(dataManager: TodoDataManager())
    let router = TodoListRouter()
    view.presenter = presenter
    presenter.view = view
    presenter.interactor = interactor
    presenter.router = router
    interactor.presenter = presenter
    router.viewController = view
    return view
  }

  func presentDetail(for todo: TodoItem) {
    let detail = UIViewController()
    detail.title = todo.title
    viewController?.navigationController?.pushViewController(detail, animated: true)
  }
}
