@testable import MVVM

/// Records when an add screen's view model asks its router to close the screen.
final class SpyClosingRouter: AddContactRouterProtocol, AddItemRouterProtocol {
  /// How many times the screen was closed.
  private(set) var closeCount = 0
  private let log: EventLog?

  /// A router spy, writing `close` to `log` if given.
  init(log: EventLog? = nil) {
    self.log = log
  }

  func close() {
    closeCount += 1
    log?.record("close")
  }
}
