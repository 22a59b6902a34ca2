import Entities

/// The add-item use case: owns the item rules (trimming, a required name of at
/// most 200 characters without control characters, then a real day written
/// `YYYY-MM-DD`, in that order), today as the default due date, and saving
/// through its data manager. Today comes from the injected clock.
@MainActor
final class AddItemInteractor: AddItemInteractorInput {
  /// The most characters (grapheme clusters) a name may have.
  static let nameLimit = 200

  /// The presenter; weak, since the presenter owns this interactor.
  weak var output: (any AddItemInteractorOutput)?
  /// Saves items.
  private let dataManager: any AddItemDataManagerProtocol
  private let clock: any DayClock

  /// Creates the interactor.
  init(dataManager: any AddItemDataManagerProtocol, clock: any DayClock) {
    self.dataManager = dataManager
    self.clock = clock
  }

  func findDefaultDueDate() {
    output?.foundDefaultDueDate(clock.today())
  }

  func saveNewItem(name: String, dueDate: String) {
    let title = name.trimmedInput
    if let failure = Self.validationFailure(title: title) {
      output?.rejectedNewItem(failure)
      return
    }
    guard let day = Day(dueDate.trimmedInput) else {
      output?.rejectedNewItem(.invalidDueDate)
      return
    }
    do {
      let item = try dataManager.addItem(title: title, dueDate: day)
      output?.savedNewItem(TodoSummary(item))
    } catch {
      output?.failedToSaveNewItem(message: error.description)
    }
  }

  /// The first rule the trimmed title breaks, or `nil` if it is valid.
  private static func validationFailure(title: String) -> TodoItemValidationFailure? {
    if title.isEmpty { return .missingName }
    if title.count > nameLimit { return .nameTooLong(limit: nameLimit) }
    if title.containsControlCharacters { return .nameHasControlCharacters }
    return nil
  }
}
