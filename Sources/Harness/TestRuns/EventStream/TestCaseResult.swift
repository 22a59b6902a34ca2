/// One case of a parameterized test: its arguments as shown, and how it ended.
public struct TestCaseResult: Sendable, Equatable {
  /// The arguments as Swift Testing shows them: `mvp`, or `mvvm, "a, b"`.
  public var displayName: String
  /// Whether it ended with no issue other than known ones.
  public var passed: Bool

  /// Creates a case result.
  public init(displayName: String, passed: Bool) {
    self.displayName = displayName
    self.passed = passed
  }
}
