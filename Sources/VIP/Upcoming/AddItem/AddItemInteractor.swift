import Entities

/// The add-item interactor: owns the item rules (trimming, a required name of
/// at most 200 characters without control characters, then a real day written
/// `YYYY-MM-DD`, in that order) and today as the default due date; saves a
/// valid item through the to-dos worker and keeps it in the scene's data
/// store for the router to pass on. Today comes from the injected clock.
@MainActor
final class AddItemInteractor: AddItemBusinessLogic, AddItemDataStore {
  /// The most characters (grapheme clusters) a name may have.
  static let nameLimit = 200

  /// Words the responses.
  var presenter: (any AddItemPresentationLogic)?
  private(set) var savedItem: TodoItem?
  /// Saves items.
  private let worker: TodosWorker
  private let clock: any DayClock

  /// Creates the interactor.
  init(worker: TodosWorker, clock: any DayClock) {
    self.worker = worker
    self.clock = clock
  }

  func fetchDefaultDueDate(request: AddItemModels.DefaultDueDate.Request) {
    presenter?.presentDefaultDueDate(response: .init(day: clock.today()))
  }

  func saveItem(request: AddItemModels.SaveItem.Request) {
    let title = request.name.trimmedInput
    if let rule = Self.brokenRule(title: title) {
      presenter?.presentSavedItem(response: .init(outcome: .rejected(rule)))
      return
    }
    guard let day = Day(request.dueDate.trimmedInput) else {
      presenter?.presentSavedItem(response: .init(outcome: .rejected(.invalidDueDate)))
      return
    }
    do {
      let item = try worker.createItem(title: title, dueDate: day)
      savedItem = item
      presenter?.presentSavedItem(response: .init(outcome: .saved(item)))
    } catch {
      presenter?.presentSavedItem(response: .init(outcome: .failed(error)))
    }
  }

  /// The first rule the trimmed title breaks, or `nil` if it is valid.
  private static func brokenRule(title: String) -> AddItemModels.SaveItem.Response.Rule? {
    if title.isEmpty { return .nameRequired }
    if title.count > nameLimit { return .nameTooLong(limit: nameLimit) }
    if title.containsControlCharacters { return .nameHasControlCharacters }
    return nil
  }
}
