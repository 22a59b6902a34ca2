import Entities

@testable import VIPER

/// Records what the add-item interactor reports.
@MainActor
final class AddItemInteractorOutputSpy: AddItemInteractorOutput {
  /// One report.
  enum Event: Equatable {
    case foundDefaultDueDate(Day)
    case saved(TodoSummary)
    case rejected(TodoItemValidationFailure)
    case failed(String)
  }

  /// The reports, in order.
  private(set) var events: [Event] = []

  func foundDefaultDueDate(_ day: Day) { events.append(.foundDefaultDueDate(day)) }
  func savedNewItem(_ item: TodoSummary) { events.append(.saved(item)) }
  func rejectedNewItem(_ failure: TodoItemValidationFailure) { events.append(.rejected(failure)) }
  func failedToSaveNewItem(message: String) { events.append(.failed(message)) }
}
