/// What one run of an exercise's tests said, criterion by criterion and
/// architecture by architecture, read from Swift Testing's console output.
public struct ExerciseTestOutcome: Sendable, Equatable {
  /// One acceptance criterion: one `@Test` named `AC<n> · …`.
  public struct Criterion: Sendable, Equatable {
    /// The test's display name, which is the criterion as the sheet states it.
    public var name: String
    /// The first line of each issue recorded, by architecture (`mvc`…); an
    /// issue recorded outside any argument is filed under `*`.
    public var issues: [String: [String]] = [:]

    /// Whether the criterion held for `architecture`.
    public func passed(for architecture: String) -> Bool {
      issues[architecture, default: []].isEmpty && issues["*", default: []].isEmpty
    }

    /// The issues for `architecture`.
    public func issues(for architecture: String) -> [String] {
      issues[architecture, default: []] + issues["*", default: []]
    }
  }

  /// The criteria that ran, in their numbers' order.
  public var criteria: [Criterion] = []
  /// Tests outside the exercise's criteria that failed (unit tests run alongside).
  public var otherFailures: [String] = []
  /// Whether the test run finished (a build failure or a crash leaves it unfinished).
  public var finished = false

  /// Reads `output`; criteria are the tests whose names start with `AC`.
  public static func parse(_ output: String) -> ExerciseTestOutcome {
    var outcome = ExerciseTestOutcome()
    for line in output.split(separator: "\n").map(String.init) {
      if line.hasPrefix("◇ Test \""), line.hasSuffix("\" started."),
        let name = quoted(line.dropFirst("◇ Test ".count)), name.hasPrefix("AC"),
        !outcome.criteria.contains(where: { $0.name == name })
      {
        outcome.criteria.append(Criterion(name: name))
      } else if line.hasPrefix("✘ Test "), line.contains(" recorded an issue"),
        let name = quoted(line.dropFirst("✘ Test ".count))
      {
        guard let index = outcome.criteria.firstIndex(where: { $0.name == name }) else {
          if !outcome.otherFailures.contains(name) { outcome.otherFailures.append(name) }
          continue
        }
        let (architecture, message) = issue(line)
        outcome.criteria[index].issues[architecture, default: []].append(message)
      } else if line.hasPrefix("✘ Test "), !line.hasPrefix("✘ Test run"), line.contains(" failed"),
        let name = CoverageRunner.failingTestName(line),
        !outcome.criteria.contains(where: { $0.name == name }), !outcome.otherFailures.contains(name)
      {
        outcome.otherFailures.append(name)
      } else if line.hasPrefix("✔ Test run with ") || line.hasPrefix("✘ Test run with ") {
        outcome.finished = true
      }
    }
    outcome.criteria.sort { number($0.name) < number($1.name) }
    return outcome
  }

  /// `AC12 · …` → 12: criteria are listed in the sheet's order, not the order they ran in.
  private static func number(_ name: String) -> Int {
    Int(name.dropFirst(2).prefix { $0.isNumber }) ?? Int.max
  }

  /// `"Name" …` → `Name`.
  private static func quoted(_ text: Substring) -> String? {
    guard text.first == "\"", let end = text.dropFirst().firstIndex(of: "\"") else { return nil }
    return String(text[text.index(after: text.startIndex)..<end])
  }

  /// The architecture of an issue line (`with 1 argument architecture → .mvp at …`,
  /// `with 2 arguments architecture → mvc, query → "" at …`)
  /// and its message (after the location).
  private static func issue(_ line: String) -> (String, String) {
    var architecture = "*"
    if let arrow = line.range(of: "architecture → ") ?? line.range(of: " → ") {
      let value = line[arrow.upperBound...].drop { $0 == "." }
      architecture = String(value.prefix { $0.isLetter || $0.isNumber })
    }
    var message = line
    if let at = line.range(of: " at ", options: .backwards),
      let colon = line[at.upperBound...].range(of: ": ")
    {
      message = String(line[colon.upperBound...])
    }
    return (architecture, message)
  }
}
