import Entities
import Storage

/// The Upcoming list's data manager: the only role of this module that talks
/// to the to-do store. It hands entities to the interactor and maps storage
/// failures to ``DataManagerError``.
@MainActor
final class UpcomingListDataManager: UpcomingListDataManagerProtocol {
  private let store: any TodoStore

  /// Creates a data manager reading `store`.
  init(store: any TodoStore) {
    self.store = store
  }

  func todoItems(from startDate: Day, through endDate: Day) throws(DataManagerError) -> [TodoItem] {
    do {
      return try store.items(dueFrom: startDate, through: endDate)
    } catch {
      throw .readFailed(message: error.description)
    }
  }
}
