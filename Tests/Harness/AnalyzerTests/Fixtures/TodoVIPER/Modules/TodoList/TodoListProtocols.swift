import UIKit

protocol TodoListViewProtocol: AnyObject {
  func showTodos(_ todos: [TodoViewItem])
  func showError(_ message: String)
}

protocol TodoListPresenterProtocol: AnyObject {
  func viewDidLoad()
  func didSelectTodo(at index: Int)
  func didTapAdd(title: String)
}

protocol TodoListInteractorInputProtocol: AnyObject {
  func fetchTodos()
  func addTodo(title: String)
}

protocol TodoListInteractorOutputProtocol: AnyObject {
  func didFetchTodos(_ todos: [TodoItem])
  func didFail(_ error: Error)
}

protocol TodoListRouterProtocol: AnyObject {
  func presentDetail(for todo: TodoItem)
}
