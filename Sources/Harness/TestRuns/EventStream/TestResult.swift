/// One test function in a run, and how it went.
public struct TestResult: Sendable, Equatable {
  /// How a test went.
  public enum Status: Sendable, Equatable {
    /// Announced, never started: filtered out, or the run stopped first.
    case notRun
    /// Skipped (`.disabled`, `.enabled(if:)` false), with no issue.
    case skipped
    /// Started and ended with no issue other than known ones.
    case passed
    /// At least one issue that is not a known issue.
    case failed
    /// Started, never ended: the process crashed or was killed.
    case didNotFinish
  }

  /// Swift Testing's identifier: `Module.Suite/function(label:)/File.swift:12:4`.
  public var id: String
  /// The function's name, `perArch(architecture:)`.
  public var name: String
  /// The name given in `@Test("…")`, if any.
  public var displayName: String?
  /// Whether it runs once per argument.
  public var isParameterized: Bool
  /// How it went.
  public var status: Status = .notRun
  /// Every issue recorded while it ran, known ones included.
  public var issues: [TestIssue] = []
  /// Why it was skipped, when it was and a reason was given.
  public var skipReason: String?
  /// The cases of a parameterized test that ended, by their arguments as shown
  /// (`mvp`, `contacts.order.full-name`), each with whether it passed; in the
  /// order they ended.
  public var cases: [TestCaseResult] = []

  /// Creates a test that has not run yet.
  public init(id: String, name: String, displayName: String?, isParameterized: Bool) {
    self.id = id
    self.name = name
    self.displayName = displayName
    self.isParameterized = isParameterized
  }

  /// What a person calls it: the display name, else the function name.
  public var title: String { displayName ?? name }

  /// The argument labels of the function, `["architecture", "query"]` for `f(architecture:query:)`.
  public var argumentLabels: [String] {
    guard let open = name.firstIndex(of: "("), name.hasSuffix(")") else { return [] }
    return name[name.index(after: open)..<name.index(before: name.endIndex)].split(separator: ":").map(
      String.init)
  }

  /// The display names of the cases that ended with no failing issue.
  public var passedCases: [String] { cases.filter(\.passed).map(\.displayName) }

  /// The issues that make it fail.
  public var failingIssues: [TestIssue] { issues.filter { !$0.isKnown } }
}
