import Testing

@testable import Report

/// ArchLab's question Q9, "Does a SwiftUI app need view models?": the rule declared before
/// the SwiftUI-shaped modules exist.
@Suite("Q9: does a SwiftUI app need view models?")
struct ViewModelQuestionRuleTests {
  typealias Module = ViewModelQuestionRule.Module

  static let mvvm = Module(
    codeLines: 600, casesRun: 105, casesTotal: 105, unitMutationScore: 90, bodyEvaluations: 100)

  static func mv(
    codeLines: Int = 600, casesRun: Int = 105, score: Double = 90, bodies: Int = 100
  ) -> Module {
    Module(
      codeLines: codeLines, casesRun: casesRun, casesTotal: 105, unitMutationScore: score,
      bodyEvaluations: bodies)
  }

  static func verdict(_ mv: Module) -> ClaimOutcome {
    ViewModelQuestionRule().judge(withoutViewModels: mv, withViewModels: Self.mvvm).outcome
  }

  @Test(
    "Each comparison alone, beyond its margin, decides: fewer cases, a weaker score, more bodies or more lines support the statement; a stronger score, fewer bodies or fewer lines contradict it",
    arguments: [
      (mv(casesRun: 100), ClaimOutcome.supported), (mv(score: 84.9), .supported),
      (mv(bodies: 111), .supported),
      (mv(codeLines: 661), .supported), (mv(score: 95.1), .contradicted), (mv(bodies: 89), .contradicted),
      (mv(codeLines: 539), .contradicted),
    ])
  func single(mv: Module, expected: ClaimOutcome) {
    #expect(Self.verdict(mv) == expected)
  }

  @Test("Within every margin, or comparisons going both ways: inconclusive")
  func inconclusive() {
    #expect(Self.verdict(Self.mv(codeLines: 650, score: 86, bodies: 109)) == .inconclusive)
    #expect(Self.verdict(Self.mv(codeLines: 400, score: 80)) == .inconclusive, "smaller, but weaker tests")
  }

  @Test("Without either module's figures: not measured, naming them")
  func notMeasured() {
    let result = ViewModelQuestionRule().judge(withoutViewModels: nil, withViewModels: Self.mvvm)
    #expect(result.outcome == .notMeasured(["MV figures"]))
  }

  @Test("The figures read are written with the way each went")
  func figures() {
    let result = ViewModelQuestionRule().judge(
      withoutViewModels: Self.mv(codeLines: 450), withViewModels: Self.mvvm)
    #expect(result.figures.count == 4)
    #expect(result.figures[3].contains("ratio 0.75") && result.figures[3].hasSuffix(Leaning.against.words))
  }
}
