import ArchLab
import HarnessSupport

/// C09's rule: A's unit tests take less time per case-book case than B's. The two
/// modules' unit-test targets are timed in the same rounds (each round times every
/// module once, alone), so round by round their times per case make a ratio A ÷ B; the
/// figure is the median of those ratios with its 95 % bootstrap interval (seeded: the same
/// rounds give the same interval). *Supported* when the whole interval lies below
/// 1 − margin; *contradicted* when it lies above 1 + margin; *inconclusive* otherwise —
/// a median beyond the margin whose interval reaches into it is noise, not a difference.
public struct PairedTimeRule: ClaimRule {
  /// The architecture the claim says is faster.
  public var faster: Architecture
  /// The one it is compared with.
  public var than: Architecture
  /// How far from 1 the ratio must stand, all of its interval.
  public var margin: Double

  /// The bootstrap's seed.
  static let seed: UInt64 = 20_261_124

  /// Creates the rule.
  public init(_ faster: Architecture, than: Architecture, margin: Double = 0.20) {
    self.faster = faster
    self.than = than
    self.margin = margin
  }

  public func judge(_ figures: ClaimFigures) -> RuleResult {
    let a = figures[faster]
    let b = figures[than]
    var missing: [String] = []
    for (name, module) in [(faster.displayName, a), (than.displayName, b)] {
      if module?.unitTestRounds?.isEmpty ?? true { missing.append("\(name) unit-test time, round by round") }
      if module?.casesRun == nil { missing.append("\(name) case book") }
    }
    guard let aRounds = a?.unitTestRounds, let bRounds = b?.unitTestRounds, let aCases = a?.casesRun,
      let bCases = b?.casesRun, !aRounds.isEmpty, !bRounds.isEmpty
    else { return .notMeasured(MissingFigures(names: missing)) }
    guard aCases > 0, bCases > 0 else {
      return RuleResult(.inconclusive, figures: [], reason: "No case of the book was run: no time per case.")
    }
    let ratios = zip(aRounds, bRounds).map { (x, y) in (x / Double(aCases)) / (y / Double(bCases)) }
    guard let (median, low, high) = Statistics.bootstrapMedian(ratios, seed: Self.seed) else {
      return .notMeasured(MissingFigures(names: ["paired rounds"]))
    }
    let margin = MarginScale.scaled(margin)
    let perCase = { (rounds: [Double], cases: Int) in
      Format.duration((Statistics.median(rounds) ?? 0) / Double(cases))
    }
    let shown = [
      "\(faster.displayName) unit-test time per case \(perCase(aRounds, aCases)) against \(than.displayName)'s "
        + "\(perCase(bRounds, bCases)) (medians of \(ratios.count) rounds)",
      "ratio round by round: median \(Format.f2(median)), 95 % interval \(Format.f2(low))–\(Format.f2(high)); "
        + "margin \(Format.f2(1 - margin))–\(Format.f2(1 + margin))",
    ]
    if high < 1 - margin {
      return RuleResult(
        .supported, figures: shown, reason: "Faster per case, the whole interval below the margin.")
    }
    if low > 1 + margin {
      return RuleResult(
        .contradicted, figures: shown, reason: "Slower per case, the whole interval above the margin.")
    }
    return RuleResult(
      .inconclusive, figures: shown,
      reason: "The interval reaches into the margin: no difference beyond the noise of the rounds.")
  }
}
