import ArchLab
import Testing

@testable import Claims

/// C09's rule: unit-test time per case compared round by round, a verdict only when the
/// whole 95 % interval of the paired ratio lies beyond the margin.
@Suite("The paired unit-test time rule")
struct PairedTimeRuleTests {
  /// Figures where VIPER's and MVC's unit tests took `viper` and `mvc` seconds in each
  /// round, both running `cases` cases.
  static func figures(viper: [Double], mvc: [Double], cases: Int = 100) -> ClaimFigures {
    var figures = Synthetic.figures()
    figures.modules[.viper]?.unitTestRounds = viper
    figures.modules[.mvc]?.unitTestRounds = mvc
    figures.modules[.viper]?.casesRun = cases
    figures.modules[.mvc]?.casesRun = cases
    return figures
  }

  static let rule = PairedTimeRule(.viper, than: .mvc)

  @Test("Faster in every round, well beyond the margin: supported")
  func supported() {
    let result = Self.rule.judge(Self.figures(viper: [1, 1.1, 0.9, 1, 1.05], mvc: [2, 2.1, 1.9, 2, 2.1]))
    #expect(result.outcome == .supported)
    #expect(result.figures.contains { $0.contains("95 % interval") })
  }

  @Test("Slower in every round, beyond the margin: contradicted")
  func contradicted() {
    let result = Self.rule.judge(Self.figures(viper: [3, 3.1, 2.9, 3, 3.05], mvc: [2, 2.1, 1.9, 2, 2.1]))
    #expect(result.outcome == .contradicted)
  }

  @Test(
    "A median ratio beyond the margin whose interval reaches into it is inconclusive, as the same figures a single timing would call supported"
  )
  func medianBeyondIntervalInside() {
    // Ratios round by round: 0.70, 0.72, 0.75, 0.78, 0.95 — median 0.75, below 0.80, but
    // one round at 0.95 puts the interval's top inside the margin.
    let result = Self.rule.judge(
      Self.figures(viper: [0.70, 0.72, 0.75, 0.78, 0.95], mvc: [1, 1, 1, 1, 1]))
    #expect(result.outcome == .inconclusive)
    #expect(result.figures.contains { $0.contains("median 0.75") })
  }

  @Test("Times per case: more cases make each case cheaper, round by round")
  func perCase() {
    // The same seconds, VIPER running twice MVC's cases: half the time per case.
    var figures = Self.figures(viper: [2, 2, 2, 2, 2], mvc: [2, 2, 2, 2, 2])
    figures.modules[.viper]?.casesRun = 200
    #expect(Self.rule.judge(figures).outcome == .supported)
  }

  @Test("No rounds, or no case book: not measured, naming what is missing")
  func missing() {
    var figures = Self.figures(viper: [1], mvc: [2])
    figures.modules[.mvc]?.unitTestRounds = nil
    let result = Self.rule.judge(figures)
    #expect(result.outcome.verdict == .notMeasured)
    #expect(result.reason.contains("MVC unit-test time, round by round"))
    figures = Self.figures(viper: [1], mvc: [2])
    figures.modules[.viper]?.casesRun = nil
    #expect(Self.rule.judge(figures).reason.contains("VIPER case book"))
  }

  @Test("The same rounds give the same interval")
  func deterministic() {
    let figures = Self.figures(viper: [0.7, 0.9, 0.8, 0.85, 0.75], mvc: [1, 1.1, 0.95, 1, 1.05])
    #expect(Self.rule.judge(figures) == Self.rule.judge(figures))
  }
}
