import Analysis
import ArchLab
import Testing

@testable import Claims

/// Every rule kind on synthetic figures: each of supported, contradicted and
/// inconclusive is reachable, and a missing figure gives "not measured", naming it.
@Suite("Rule kinds")
struct RuleKindTests {
  static let leanViewControllers = ComparisonRule(
    Comparison(
      .roleLines(.viper, [.viewController]), .lower, than: .roleLines(.mvc, [.viewController]), as: .size))

  @Test(
    "A comparison with a margin: beyond it the claim's way supports, the other way contradicts, within is inconclusive",
    arguments: [
      (270, ClaimOutcome.inconclusive), (271, .inconclusive), (269, .supported), (330, .inconclusive),
      (329, .inconclusive), (331, .contradicted),
    ])
  func comparison(viperLines: Int, expected: ClaimOutcome) {
    let figures = Synthetic.figures { $0.modules[.viper]?.roleCodeLines?[.viewController] = viperLines }
    #expect(Self.leanViewControllers.judge(figures).outcome == expected)
  }

  @Test("A comparison with a missing figure is not measured and names it; a missing module is named too")
  func comparisonMissing() {
    let figures = Synthetic.figures { $0.modules[.mvc]?.roleCodeLines = nil }
    #expect(Self.leanViewControllers.judge(figures).outcome == .notMeasured(["MVC code lines per role"]))
    let absent = Synthetic.figures { $0.modules[.viper] = nil }
    #expect(Self.leanViewControllers.judge(absent).outcome == .notMeasured(["VIPER (not in this run)"]))
  }

  static let heavier = DominanceRule([
    Comparison(.codeLines(.mvp), .higher, than: .codeLines(.mvc), as: .size),
    Comparison(.typesAndProtocols(.mvp), .higher, than: .typesAndProtocols(.mvc), as: .size),
  ])

  @Test(
    "The dominance rule over figures: one for and none against supports, figures going different ways is inconclusive",
    arguments: [
      (1_200, 40, ClaimOutcome.supported), (800, 40, .contradicted), (1_000, 40, .inconclusive),
      (1_200, 30, .inconclusive), (800, 50, .inconclusive), (1_200, 50, .supported),
    ])
  func dominance(codeLines: Int, types: Int, expected: ClaimOutcome) {
    let figures = Synthetic.figures {
      $0.modules[.mvp]?.codeLines = codeLines
      $0.modules[.mvp]?.typesAndProtocols = types
    }
    let result = Self.heavier.judge(figures)
    #expect(result.outcome == expected)
    #expect(result.figures.count == 2)
  }

  @Test("Figures going different ways say so")
  func dominanceSplit() {
    let figures = Synthetic.figures {
      $0.modules[.mvp]?.codeLines = 1_200
      $0.modules[.mvp]?.typesAndProtocols = 30
    }
    #expect(Self.heavier.judge(figures).reason.contains("the figures go different ways"))
  }

  @Test("The dominance rule names every missing figure, each once")
  func dominanceMissing() {
    let figures = Synthetic.figures {
      $0.modules[.mvc]?.codeLines = nil; $0.modules[.mvc]?.typesAndProtocols = nil
    }
    #expect(Self.heavier.judge(figures).outcome == .notMeasured(["MVC size"]))
  }

  @Test(
    "Testability T: more cases, fewer lines per case, a higher mutation score are for A",
    arguments: [
      (41, 410, 70.0, ClaimOutcome.supported), (40, 359, 70, .supported), (40, 360, 70, .inconclusive),
      (40, 400, 75.5, .supported), (40, 400, 75, .inconclusive), (39, 390, 70, .contradicted),
      (40, 441, 70, .contradicted), (40, 440, 70, .inconclusive), (40, 400, 64, .contradicted),
      (41, 410, 64, .inconclusive),
    ])
  func testability(casesRun: Int, testLines: Int, mutation: Double, expected: ClaimOutcome) {
    let figures = Synthetic.figures {
      $0.modules[.viper]?.casesRun = casesRun
      $0.modules[.viper]?.caseBookTestLines = testLines
      $0.modules[.viper]?.unitMutationScore = mutation
    }
    #expect(TestabilityRule([.viper], than: .mvc).judge(figures).outcome == expected)
  }

  @Test("Testability with coverage weighs it as a fourth figure, with a 5-point margin")
  func testabilityCoverage() {
    let rule = TestabilityRule([.mvp], than: .mvc, withCoverage: true)
    #expect(rule.judge(Synthetic.figures { $0.modules[.mvp]?.unitCoverage = 90 }).outcome == .inconclusive)
    #expect(rule.judge(Synthetic.figures { $0.modules[.mvp]?.unitCoverage = 90.5 }).outcome == .supported)
    #expect(rule.judge(Synthetic.figures { $0.modules[.mvp]?.unitCoverage = 79.5 }).outcome == .contradicted)
    #expect(
      rule.judge(Synthetic.figures { $0.modules[.mvc]?.unitCoverage = nil }).outcome
        == .notMeasured(["MVC unit-test coverage"]))
  }

  @Test("Testability over several modules gives their shared verdict, or inconclusive when they differ")
  func testabilityAgreement() {
    let rule = TestabilityRule([.viper, .mvvm], than: .mvp)
    let both = Synthetic.figures {
      $0.modules[.viper]?.unitMutationScore = 80
      $0.modules[.mvvm]?.unitMutationScore = 80
    }
    #expect(rule.judge(both).outcome == .supported)
    let split = Synthetic.figures {
      $0.modules[.viper]?.unitMutationScore = 80
      $0.modules[.mvvm]?.unitMutationScore = 60
    }
    let result = rule.judge(split)
    #expect(result.outcome == .inconclusive)
    #expect(result.reason.contains("VIPER: supported; MVVM: contradicted"))
  }

  @Test(
    "Testability: a module that ran no case has no lines per case, which then counts as within the margin")
  func testabilityNoCase() {
    let figures = Synthetic.figures {
      $0.modules[.viper]?.casesRun = 0
      $0.modules[.viper]?.unitMutationScore = 70
    }
    let result = TestabilityRule([.viper], than: .mvc).judge(figures)
    #expect(result.outcome == .contradicted)
    #expect(result.figures.contains { $0.contains("none (no case run)") })
  }

  @Test("Testability without mutation scores is not measured, naming them")
  func testabilityMissing() {
    let figures = Synthetic.figures {
      $0.modules[.viper]?.unitMutationScore = nil; $0.modules[.mvc]?.casesRun = nil
    }
    #expect(
      TestabilityRule([.viper], than: .mvc).judge(figures).outcome
        == .notMeasured(["MVC case book", "VIPER unit-test mutation score"]))
  }
}
