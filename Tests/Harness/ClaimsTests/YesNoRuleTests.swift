import Analysis
import ArchLab
import Testing

@testable import Claims

/// The rules that are yes/no checks or set absolute thresholds: coupling conformance,
/// the leak rule, thresholds, and the runtime band.
@Suite("Conformance, leaks, thresholds and the runtime band")
struct YesNoRuleTests {
  static let separated = ConformanceRule([
    .none(.viper, [.presenter, .interactor], refer: .shared(.storage)),
    .only(.viper, [.dataManager, .builder], refer: .shared(.storage)),
    .some(.viper, [.viewController], refer: .shared(.screenKit)),
  ])

  @Test(
    "Conformance: every requirement holding supports; one failing contradicts, naming the role and the count")
  func conformance() {
    #expect(Self.separated.judge(Synthetic.figures()).outcome == .supported)
    let interactor = Self.separated.judge(
      Synthetic.figures { $0.modules[.viper]?.coupling?[.interactor] = [.shared(.storage): 2] })
    #expect(interactor.outcome == .contradicted)
    #expect(interactor.reason.contains("VIPER interactor refers to 2 Storage types"))
    let view = Self.separated.judge(
      Synthetic.figures { $0.modules[.viper]?.coupling?[.view] = [.shared(.storage): 1] })
    #expect(view.reason.contains("VIPER view refers to 1 Storage types"))
    let silent = Self.separated.judge(
      Synthetic.figures { $0.modules[.viper]?.coupling?[.viewController] = [:] })
    #expect(silent.outcome == .contradicted)
    #expect(silent.reason.contains("VIPER view controller refer to no ScreenKit type"))
    #expect(
      Self.separated.judge(Synthetic.figures { $0.modules[.viper]?.coupling = nil }).outcome
        == .notMeasured(["VIPER coupling"]))
  }

  @Test(
    "Leaks: nothing alive and growth up to 1 KiB per cycle supports; an object alive contradicts; growth alone is inconclusive",
    arguments: [
      (0, 1_024.0, ClaimOutcome.supported), (0, 1_023, .supported), (0, 1_025, .inconclusive),
      (1, 0, .contradicted),
    ])
  func leaks(alive: Int, growth: Double, expected: ClaimOutcome) {
    let figures = Synthetic.figures {
      $0.modules[.mvp]?.leaks = LeakFigures(objectsLeftAlive: alive, residentGrowthBytesPerCycle: growth)
    }
    #expect(LeakRule(.mvp).judge(figures).outcome == expected)
  }

  @Test("Leaks not measured name the leak checks")
  func leaksMissing() {
    let outcome = LeakRule(.mvp).judge(Synthetic.figures { $0.modules[.mvp]?.leaks = nil }).outcome
    #expect(
      outcome == .notMeasured(["MVP leak checks (objects left alive, resident memory growth per cycle)"]))
  }

  static let ratio = ClaimFigure.codeLines(.mvvm).over(.codeLines(.mvc), named: "MVVM ÷ MVC code lines")
  static let thresholds = ThresholdRule(
    supportedWhen: .test(ratio, .atMost(0.75)), contradictedWhen: .test(ratio, .above(1.10)),
    notes: [(.test(ratio, .below(0.90)), "smaller, but by less than a quarter")])

  @Test(
    "Thresholds: the supported condition supports, the contradicted one contradicts, neither is inconclusive; bounds are pinned",
    arguments: [
      (750, ClaimOutcome.supported), (751, .inconclusive), (1_100, .inconclusive), (1_101, .contradicted),
    ])
  func thresholds(mvvmLines: Int, expected: ClaimOutcome) {
    let figures = Synthetic.figures { $0.modules[.mvvm]?.codeLines = mvvmLines }
    #expect(Self.thresholds.judge(figures).outcome == expected)
  }

  @Test("Thresholds: an inconclusive verdict carries the declared note; a ratio over 0 lines has no value")
  func thresholdNotes() {
    let result = Self.thresholds.judge(Synthetic.figures { $0.modules[.mvvm]?.codeLines = 800 })
    #expect(result.reason.contains("smaller, but by less than a quarter"))
    let zero = Self.thresholds.judge(Synthetic.figures { $0.modules[.mvc]?.codeLines = 0 })
    #expect(zero.outcome == .inconclusive)
    #expect(zero.figures.contains("MVVM ÷ MVC code lines: none (MVC code lines is 0)"))
  }

  @Test(
    "The runtime band: the interval above the A/A band is slower, below it faster, touching it no measurable difference",
    arguments: [
      (1.031, 1.2, ClaimOutcome.supported), (1.03, 1.2, .inconclusive), (0.8, 0.969, .contradicted),
      (0.8, 0.97, .inconclusive), (0.9, 1.1, .inconclusive),
    ])
  func runtime(low: Double, high: Double, expected: ClaimOutcome) {
    let figures = Synthetic.figures {
      $0.runtime = [
        RuntimeFigure(
          architecture: .viper, scenario: .addItem, n: 100, ratio: 1, ciLow: low, ciHigh: high,
          noiseBand: NoiseBand(low: 0.97, high: 1.03))
      ]
    }
    #expect(RuntimeBandRule(.viper, .addItem, n: 100).judge(figures).outcome == expected)
  }

  @Test(
    "The runtime band without an interval or an A/A band is not measured, naming them; the median alone decides nothing"
  )
  func runtimeMissing() {
    let figures = Synthetic.figures {
      $0.runtime = [RuntimeFigure(architecture: .viper, scenario: .addItem, n: 100, ratio: 3)]
    }
    #expect(
      RuntimeBandRule(.viper, .addItem, n: 100).judge(figures).outcome
        == .notMeasured([
          "VIPER addItem N=100 95 % confidence interval of the runtime ratio", "A/A noise band",
        ]))
    #expect(
      RuntimeBandRule(.mvc, .addItem, n: 100).judge(ClaimFigures()).outcome
        == .notMeasured(["MVC addItem N=100 runtime ratio (benchmarks)", "A/A noise band"]))
  }
}
