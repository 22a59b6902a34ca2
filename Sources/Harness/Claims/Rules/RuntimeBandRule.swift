import ArchLab
import BenchmarkAnalysis
import HarnessSupport

/// The runtime rule of `Docs/Claims.md` (ArchLab's own question Q1): an architecture is
/// slower than the floor, for one scenario and N, when the lower bound of its ratio's
/// 95 % confidence interval is above the A/A band's upper end ("supported": it costs
/// run time); faster when the interval's upper bound is below the band's lower end
/// ("contradicted"); otherwise no measurable difference ("inconclusive").
public struct RuntimeBandRule: ClaimRule {
  /// The architecture.
  public var architecture: Architecture
  /// The scenario.
  public var scenario: Scenario
  /// The size.
  public var n: Int

  /// Creates the rule.
  public init(_ architecture: Architecture, _ scenario: Scenario, n: Int) {
    self.architecture = architecture
    self.scenario = scenario
    self.n = n
  }

  public func judge(_ figures: ClaimFigures) -> RuleResult {
    let name = "\(architecture.displayName) \(scenario.rawValue) N=\(n)"
    let figure = figures.runtime?.first {
      $0.architecture == architecture && $0.scenario == scenario && $0.n == n
    }
    var missing: [String] = []
    if figure == nil { missing.append("\(name) runtime ratio (benchmarks)") }
    if figure != nil, figure?.ciLow == nil || figure?.ciHigh == nil {
      missing.append("\(name) 95 % confidence interval of the runtime ratio")
    }
    let band = figure?.noiseBand
    if band == nil { missing.append("A/A noise band") }
    guard let figure, let low = figure.ciLow, let high = figure.ciHigh, let band else {
      return .notMeasured(MissingFigures(names: missing))
    }
    let shown = [
      "\(name): ratio to the floor \(Format.f2(figure.ratio)), 95 % interval \(Format.f2(low))–\(Format.f2(high))",
      "A/A band: \(Format.f2(band.low))–\(Format.f2(band.high))",
    ]
    if low > band.high {
      return RuleResult(
        .supported, figures: shown, reason: "Slower than the floor: the interval lies above the A/A band.")
    }
    if high < band.low {
      return RuleResult(
        .contradicted, figures: shown, reason: "Faster than the floor: the interval lies below the A/A band.")
    }
    return RuleResult(
      .inconclusive, figures: shown, reason: "No measurable difference: the interval meets the A/A band.")
  }
}
