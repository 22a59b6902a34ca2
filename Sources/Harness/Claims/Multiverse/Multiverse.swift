import ArchLab
import HarnessSupport

/// A claim's multiverse (Steegen et al. 2016; Simonsohn et al.'s specification curve, 2020):
/// its rule judged under every combination of the declared choices' alternatives.
public struct Multiverse: Sendable {
  /// The choices, in their declared order.
  public var choices: [MultiverseChoice]
  /// The rule's judgement.
  public var judge: @Sendable (ClaimFigures) -> RuleResult

  /// The multiverse of `rule` over `choices`.
  public init(_ choices: [MultiverseChoice], judge: @escaping @Sendable (ClaimFigures) -> RuleResult) {
    self.choices = choices.sorted()
    self.judge = judge
  }

  /// The modules the rule reads: those without which it is not measured.
  public func architectures(read figures: ClaimFigures) -> [Architecture] {
    guard !judge(figures).outcome.isNotMeasured else { return [] }
    return Architecture.allCases.filter { a in
      (figures.modules[a] != nil || figures.growth[a] != nil)
        && judge(figures.without(a)).outcome.isNotMeasured
    }
  }

  /// The verdict under one specification: `alternatives` (one per choice at most) applied in order.
  public func verdict(_ alternatives: [MultiverseAlternative], on figures: ClaimFigures) -> Verdict {
    let read = alternatives.reduce(figures) { $1.transform($0) }
    let factor = alternatives.reduce(1.0) { $0 * $1.factor }
    return MarginScale.$factor.withValue(factor) { judge(read).outcome.verdict }
  }

  /// Every specification's verdict on `figures`, and what turns the declared one.
  public func robustness(on figures: ClaimFigures) -> Robustness {
    let declared = judge(figures).outcome.verdict
    let reading = architectures(read: figures)
    let options = choices.map { [nil] + $0.alternatives(reading: reading, in: figures).map(Optional.some) }
    var curve: [Robustness.Specification] = []
    var turns: [Robustness.Specification] = []
    var notMeasured: [String] = []
    for combination in Self.product(options) {
      let taken = combination.compactMap { $0 }
      let verdict = verdict(taken, on: figures)
      let specification = Robustness.Specification(alternatives: taken.map(\.title), verdict: verdict)
      curve.append(specification)
      guard taken.count == 1, let only = taken.first else { continue }
      if verdict == .notMeasured, declared != .notMeasured {
        notMeasured.append(only.title)
      } else if verdict != declared {
        turns.append(specification)
      }
    }
    return Robustness(
      verdict: declared, choices: choices, curve: curve, turns: turns, notMeasured: notMeasured)
  }

  /// Every combination taking one option of each list, the first options first.
  static func product<T>(_ lists: [[T]]) -> [[T]] {
    lists.reduce([[]]) { partial, list in partial.flatMap { prefix in list.map { prefix + [$0] } } }
  }
}

extension ClaimOutcome {
  /// Whether a figure the rule needs was not measured.
  var isNotMeasured: Bool { if case .notMeasured = self { true } else { false } }
}
