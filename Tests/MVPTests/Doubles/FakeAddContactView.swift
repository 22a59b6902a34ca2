@testable import MVP

/// An add-contact view that records what its presenter told it.
@MainActor
final class FakeAddContactView: AddContactViewProtocol {
  /// The error messages shown, in order.
  private(set) var errors: [String] = []
  /// How many times the screen was asked to close.
  private(set) var closeCount = 0

  func showError(_ message: String) {
    errors.append(message)
  }

  func close() {
    closeCount += 1
  }
}
