/// An issue a test recorded: a failed expectation, a thrown error, a known issue.
public struct TestIssue: Sendable, Equatable {
  /// What went wrong, as Swift Testing words it: `Expectation failed: (a → 1) == 2`.
  public var message: String
  /// The comments attached to it (`#expect(…, "comment")`) and other details.
  public var details: [String]
  /// Where it was recorded, if known.
  public var location: SourceLocation?
  /// Whether it was expected (`withKnownIssue`): a known issue does not fail the test.
  public var isKnown: Bool
  /// The arguments of the test case it was recorded in, for a parameterized test.
  public var arguments: TestCaseArguments?

  /// Creates an issue.
  public init(
    message: String, details: [String] = [], location: SourceLocation? = nil, isKnown: Bool = false,
    arguments: TestCaseArguments? = nil
  ) {
    self.message = message
    self.details = details
    self.location = location
    self.isKnown = isKnown
    self.arguments = arguments
  }

  /// `File.swift:12: message (details)`.
  public var description: String {
    let place = location.map { "\($0): " } ?? ""
    let more = details.isEmpty ? "" : " (\(details.joined(separator: "; ")))"
    return place + message + more
  }
}
