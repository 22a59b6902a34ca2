import Foundation

final class TodoListPresenter {
  weak var view: TodoListViewProtocol?
  var interactor: TodoListInteractorInputProtocol?
  var router: TodoListRouterProtocol?
  private var todos: [TodoItem] = []
  private let formatter: DateFormatter = {
    let formatter = DateFormatter()
    formatter.dateStyle = .short
    return formatter
  }()
}

extension TodoListPresenter: TodoListPresenterProtocol {
  func viewDidLoad() {
    interactor?.fetchTodos()
  }

  func didSelectTodo(at index: Int) {
    guard todos.indices.contains(index) else { return }
    router?.presentDetail(for: todos[index])
  }

  func didTapAdd(title: String) {
    interactor?.addTodo(title: title)
  }
}

extension TodoListPresenter: TodoListInteractorOutputProtocol {
  func didFetchTodos(_ todos: [TodoItem]) {
    self.todos = todos
    view?.showTodos(
      todos.map {
        TodoViewItem(title: $0.title, subtitle: $0.done ? "Done" : formatter.string(from: $0.created))
      })
  }

  func didFail(_ error: Error) {
    view?.showError(error.localizedDescription)
  }
}
