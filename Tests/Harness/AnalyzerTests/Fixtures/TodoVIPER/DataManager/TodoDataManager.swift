import Foundation

protocol TodoDataManagerProtocol {
  func todos() throws -> [TodoItem]
  func add(_ todo: TodoItem) throws
}

final class TodoDataManager: TodoDataManagerProtocol {
  private let defaults: UserDefaults
  private let key = "todos"

  init(defaults: UserDefaults = .standard) {
    self.defaults = defaults
  }

  func todos() throws -> [TodoItem] {
    guard let data = defaults.data(forKey: key) else { return [] }
    return try JSONDecoder().decode([TodoItem].self, from: data)
  }

  func add(_ todo: TodoItem) throws {
    defaults.set(try JSONEncoder().encode(try todos() + [todo]), forKey: key)
  }
}
