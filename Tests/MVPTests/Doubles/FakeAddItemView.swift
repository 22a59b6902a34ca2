@testable import MVP

/// An add-item view that records what its presenter told it.
@MainActor
final class FakeAddItemView: AddItemViewProtocol {
  /// The texts put in the due-date field, in order.
  private(set) var dueDates: [String] = []
  /// The error messages shown, in order.
  private(set) var errors: [String] = []
  /// How many times the screen was asked to close.
  private(set) var closeCount = 0

  func showDueDate(_ text: String) {
    dueDates.append(text)
  }

  func showError(_ message: String) {
    errors.append(message)
  }

  func close() {
    closeCount += 1
  }
}
