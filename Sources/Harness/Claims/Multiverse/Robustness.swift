/// How a verdict fares across its multiverse (`Docs/Claims.md`, "Robustness"): every
/// specification's verdict, how many agree with the declared one, and the alternatives that
/// turn it.
public struct Robustness: Codable, Sendable, Equatable {
  /// One specification: the alternatives it takes (none: the rule as declared) and its verdict.
  public struct Specification: Codable, Sendable, Equatable {
    /// The titles of the alternatives taken, in the choices' order.
    public var alternatives: [String]
    /// Its verdict.
    public var verdict: Verdict

    /// Creates a specification.
    public init(alternatives: [String], verdict: Verdict) {
      self.alternatives = alternatives
      self.verdict = verdict
    }
  }

  /// The verdict of the rule as declared.
  public var verdict: Verdict
  /// The choices the claim's multiverse declares, by id.
  public var choices: [MultiverseChoice]
  /// Every specification, the declared one first.
  public var curve: [Specification]
  /// The alternatives that, taken alone, give another measured verdict, with that verdict.
  public var turns: [Specification]
  /// The alternatives whose figures this run did not measure (their specifications are not
  /// measured, and count neither way).
  public var notMeasured: [String]

  /// Creates a robustness.
  public init(
    verdict: Verdict, choices: [MultiverseChoice], curve: [Specification], turns: [Specification],
    notMeasured: [String]
  ) {
    self.verdict = verdict
    self.choices = choices
    self.curve = curve
    self.turns = turns
    self.notMeasured = notMeasured
  }

  /// The specifications measured (a figure they read was measured in this run).
  public var measured: [Specification] { curve.filter { $0.verdict != .notMeasured } }

  /// The measured specifications that give the declared verdict.
  public var agreeing: Int { measured.filter { $0.verdict == verdict }.count }

  /// Whether some measured specification gives another verdict: the verdict is *fragile*.
  public var isFragile: Bool { verdict != .notMeasured && agreeing < measured.count }

  /// `robust` or `fragile`, for a label.
  public var label: String { isFragile ? "fragile" : "robust" }

  /// "supported in 14 of 16 specifications; contradicted when the case book's test code is
  /// counted by its folder alone".
  public var summary: String {
    guard verdict != .notMeasured else { return "not measured: no specification to compare" }
    var text = "\(verdict.title) in \(agreeing) of \(measured.count) specifications"
    if !turns.isEmpty {
      let each = turns.map { "\($0.verdict.title) with \($0.alternatives.joined(separator: " and "))" }
      text += "; " + each.joined(separator: "; ")
    } else if isFragile {
      text += "; another verdict only when alternatives are combined"
    }
    if !notMeasured.isEmpty { text += " (not measured in this run: \(notMeasured.joined(separator: "; ")))" }
    return text
  }
}
