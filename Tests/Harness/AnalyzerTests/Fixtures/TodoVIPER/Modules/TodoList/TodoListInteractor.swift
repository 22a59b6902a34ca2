import Foundation

final class TodoListInteractor: TodoListInteractorInputProtocol {
  weak var presenter: TodoListInteractorOutputProtocol?
  private let dataManager: TodoDataManagerProtocol

  init(dataManager: TodoDataManagerProtocol) {
    self.dataManager = dataManager
  }

  func fetchTodos() {
    do {
      presenter?.didFetchTodos(try dataManager.todos().sorted { $0.created > $1.created })
    } catch {
      presenter?.didFail(error)
    }
  }

  func addTodo(title: String) {
    do {
      try dataManager.add(TodoItem(title: title))
      fetchTodos()
    } catch {
      presenter?.didFail(error)
    }
  }
}
