import Testing

@testable import Claims

/// ArchLab's question Q9, "Does a SwiftUI app need view models?": the rule as changed before
/// the figures it reads were measured (one service policy, mutation scores with an interval,
/// no comparison that cannot differ, the app's size stated).
@Suite("Q9: does a SwiftUI app need view models?")
struct ViewModelQuestionRuleTests {
  typealias Module = ViewModelQuestionRule.Module

  static let mvvm = Module(
    codeLines: 600, casesRun: 105, casesTotal: 105, mutantsDetected: 900, mutantsScored: 1000)

  static func mv(codeLines: Int = 600, casesRun: Int = 105, detected: Int = 900, scored: Int = 1000) -> Module
  {
    Module(
      codeLines: codeLines, casesRun: casesRun, casesTotal: 105, mutantsDetected: detected,
      mutantsScored: scored)
  }

  static func judge(_ mv: Module, _ mvvm: Module = Self.mvvm) -> RuleResult {
    ViewModelQuestionRule().judge(withoutViewModels: mv, withViewModels: mvvm, screens: 4)
  }

  @Test(
    "Each comparison alone, beyond its margin, decides: fewer cases, a weaker score or more lines support the statement; a stronger score or fewer lines contradict it",
    arguments: [
      (mv(casesRun: 100), ClaimOutcome.supported), (mv(detected: 800), .supported),
      (mv(codeLines: 661), .supported), (mv(detected: 990), .contradicted),
      (mv(codeLines: 539), .contradicted),
    ])
  func single(mv: Module, expected: ClaimOutcome) {
    #expect(Self.judge(mv).outcome == expected)
  }

  @Test("A score difference beyond 5 points whose interval reaches into the margin is within it")
  func scoreInterval() {
    // 88 of 100 against 93 of 100: 5.0 points apart, and 6 points with 106 mutants, but the
    // interval over so few mutants spans about ±8 points.
    let small = Module(
      codeLines: 600, casesRun: 105, casesTotal: 105, mutantsDetected: 93, mutantsScored: 100)
    #expect(Self.judge(Self.mv(detected: 87, scored: 100), small).outcome == .inconclusive)
    // The same difference over 10 000 mutants each is beyond the margin.
    let large = Module(
      codeLines: 600, casesRun: 105, casesTotal: 105, mutantsDetected: 9300, mutantsScored: 10000)
    #expect(Self.judge(Self.mv(detected: 8600, scored: 10000), large).outcome == .supported)
  }

  @Test("Within every margin, or comparisons going both ways: inconclusive")
  func inconclusive() {
    #expect(Self.judge(Self.mv(codeLines: 650, detected: 880)).outcome == .inconclusive)
    #expect(
      Self.judge(Self.mv(codeLines: 400, detected: 700)).outcome == .inconclusive, "smaller, but weaker tests"
    )
  }

  @Test("The verdict names the size of the app it rests on")
  func size() {
    let result = Self.judge(Self.mv(codeLines: 420))
    #expect(result.reason.hasPrefix("On an app of 4 screens (MV 420 code lines, MVVM-SwiftUI 600)"))
  }

  @Test("Without either module's figures: not measured, naming them")
  func notMeasured() {
    let result = ViewModelQuestionRule().judge(withoutViewModels: nil, withViewModels: Self.mvvm, screens: 4)
    #expect(result.outcome == .notMeasured(["MV figures"]))
  }

  @Test("The figures read are written with the way each went; body evaluations are not among them")
  func figures() {
    let result = Self.judge(Self.mv(codeLines: 450))
    #expect(result.figures.count == 3)
    #expect(result.figures.allSatisfy { !$0.contains("body") })
    #expect(result.figures[1].contains("95 % interval"))
    #expect(result.figures[2].contains("ratio 0.75") && result.figures[2].hasSuffix(Leaning.against.words))
  }
}
