import ArchLab
import TestRuns

/// What one run of an exercise's tests said, criterion by criterion and
/// architecture by architecture, read from Swift Testing's event stream.
public struct ExerciseTestOutcome: Sendable, Equatable {
  /// One acceptance criterion: one `@Test` named `AC<n> · …`.
  public struct Criterion: Sendable, Equatable {
    /// The test's display name, which is the criterion as the sheet states it.
    public var name: String
    /// The issues recorded in a test case whose arguments name an architecture, by architecture.
    public var issuesByArchitecture: [Architecture: [String]] = [:]
    /// The issues recorded outside any architecture's case: they count against every architecture.
    public var generalIssues: [String] = []

    /// Creates a criterion with no issue.
    public init(name: String) {
      self.name = name
    }

    /// Whether the criterion held for `architecture`.
    public func passed(for architecture: Architecture) -> Bool {
      issues(for: architecture).isEmpty
    }

    /// The issues for `architecture`.
    public func issues(for architecture: Architecture) -> [String] {
      issuesByArchitecture[architecture, default: []] + generalIssues
    }
  }

  /// The criteria that ran, in their numbers' order.
  public var criteria: [Criterion] = []
  /// Tests outside the exercise's criteria that failed (unit tests run alongside).
  public var otherFailures: [String] = []
  /// Whether the test run finished (a build failure or a crash leaves it unfinished).
  public var finished = false

  /// Creates an empty, unfinished outcome.
  public init() {}

  /// Reads `run`: criteria are the tests whose display names start with `AC`
  /// and that ran (a skipped one is not active); any other failing test is an
  /// other failure.
  public init(_ run: TestRun) {
    finished = run.finished
    for test in run.tests where test.status != .skipped && test.status != .notRun {
      if test.title.hasPrefix("AC") {
        criteria.append(Self.criterion(test))
      } else if test.status == .failed || test.status == .didNotFinish {
        otherFailures.append(test.title)
      }
    }
    criteria.sort { Self.number($0.name) < Self.number($1.name) }
  }

  /// The criterion `test` states: each failing issue filed under the
  /// architecture its test case ran for, or as a general issue.
  private static func criterion(_ test: TestResult) -> Criterion {
    var criterion = Criterion(name: test.title)
    for issue in test.failingIssues {
      if let architecture = issue.arguments.flatMap(Self.architecture) {
        criterion.issuesByArchitecture[architecture, default: []].append(issue.description)
      } else {
        criterion.generalIssues.append(issue.description)
      }
    }
    if test.status == .didNotFinish {
      criterion.generalIssues.append("did not finish (the test process stopped)")
    }
    return criterion
  }

  /// The architecture a test case ran for: its `architecture` argument, else
  /// the first argument that names one (`.mvp`, `mvp`, `.mvvmc` or `mvvm-c`).
  static func architecture(_ arguments: TestCaseArguments) -> Architecture? {
    let named = { (value: String) in
      let name = String(value.drop { $0 == "." })
      return Architecture(rawValue: name)
        ?? Architecture.allCases.first { "\($0.moduleName)".lowercased() == name }
    }
    if let value = arguments.value(labeled: "architecture") { return named(value) }
    return arguments.values.lazy.compactMap(named).first
  }

  /// `AC12 · …` → 12: criteria are listed in the sheet's order, not the order they ran in.
  private static func number(_ name: String) -> Int {
    Int(name.dropFirst(2).prefix { $0.isNumber }) ?? Int.max
  }
}
