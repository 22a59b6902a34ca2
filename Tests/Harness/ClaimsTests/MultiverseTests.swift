import Analysis
import ArchLab
import HarnessSupport
import Testing

@testable import Claims

/// Each claim's multiverse (`Docs/Claims.md`, "Robustness"): every specification judged, a
/// verdict fragile when one of them gives another, each alternative able to turn a verdict
/// on constructed figures, and the declared choices in step with what each rule reads.
@Suite("The multiverse of each claim")
struct MultiverseTests {
  /// The robustness of claim `id` on `figures`, with the choices its block declares.
  static func robustness(_ id: String, _ figures: ClaimFigures) -> Robustness {
    let entry = Synthetic.entry(id)
    return Multiverse(entry.multiverse) { entry.rule.judge($0) }.robustness(on: figures)
  }

  @Test(
    "A verdict one margin-width inside its cut is fragile, and the wider margin is named as what turns it")
  func marginTurns() {
    // C04: VIPER's view-controller lines at 0.89 × MVC's, just beyond the 0.90 cut.
    let figures = Synthetic.figures { $0.modules[.viper]?.roleCodeLines?[.viewController] = 267 }
    let robustness = Self.robustness("C04", figures)
    #expect(robustness.verdict == .supported)
    #expect(robustness.isFragile)
    #expect(robustness.turns.map(\.alternatives) == [["margins 10 % wider"]])
    #expect(robustness.turns.map(\.verdict) == [.inconclusive])
    #expect(robustness.summary.hasPrefix("supported in "))
    #expect(robustness.summary.contains("inconclusive with margins 10 % wider"))
  }

  @Test("A verdict far from every cut is robust: every specification gives it")
  func farFromTheCutIsRobust() {
    let figures = Synthetic.figures { $0.modules[.viper]?.roleCodeLines?[.viewController] = 150 }
    let robustness = Self.robustness("C04", figures)
    #expect(robustness.verdict == .supported)
    #expect(!robustness.isFragile)
    #expect(robustness.agreeing == robustness.measured.count)
    #expect(robustness.turns.isEmpty)
  }

  @Test("The declared specification comes first and gives the rule's own verdict, for every claim")
  func declaredFirst() {
    let figures = Synthetic.figures()
    for entry in ClaimCatalogue.claims {
      let robustness = Multiverse(entry.multiverse) { entry.rule.judge($0) }.robustness(on: figures)
      #expect(
        robustness.curve.first == .init(alternatives: [], verdict: entry.rule.judge(figures).outcome.verdict))
      #expect(robustness.verdict == entry.rule.judge(figures).outcome.verdict, "\(entry.id)")
    }
  }

  @Test("Counting the case book by its folder alone can turn a testability verdict (C19)")
  func testCodeTurns() {
    // MVP's book uses 100 lines of doubles outside CaseBook/: 12.5 lines per case against MVC's 10.
    let figures = Synthetic.figures { figures in
      figures.modules[.mvp]?.caseBookTestLines = 500
      figures.modules[.mvp]?.caseBookFolderTestLines = 400
      figures.modules[.mvc]?.caseBookFolderTestLines = 400
    }
    let robustness = Self.robustness("C19", figures)
    #expect(robustness.verdict == .contradicted)
    #expect(
      robustness.turns.contains { $0.alternatives == ["the case book's test code by its folder alone"] })
    #expect(robustness.isFragile)
  }

  @Test("One mutant fewer can turn a threshold on a mutation score (C08), one more cannot")
  func mutantsTurn() {
    let figures = Synthetic.figures { figures in
      figures.modules[.viper]?.unitMutantsByRole = [:]
      for role in [Role.interactor, .presenter] {
        figures.modules[.viper]?.unitMutationScoreByRole?[role] = 80
        figures.modules[.viper]?.unitMutantsByRole?[role] = MutantCount(detected: 40, scored: 50)
      }
    }
    let robustness = Self.robustness("C08", figures)
    #expect(robustness.verdict == .supported)
    let turning = robustness.turns.map(\.alternatives)
    #expect(turning.contains(["VIPER with one detected mutant fewer"]))
    #expect(!turning.contains(["VIPER with one detected mutant more"]))
  }

  @Test("Five per cent more lines at the growth series' last step can turn a growth verdict (C07)")
  func lastStepTurns() {
    // VIPER's series changes cost 27 lines each against MVC's 30: a ratio of 0.90, at the cut.
    let figures = Synthetic.figures { figures in
      let changes = figures.growth[.viper]?.seriesLinesChanged.mapValues { _ in 26 } ?? [:]
      figures.growth[.viper]?.seriesLinesChanged = changes
    }
    let robustness = Self.robustness("C07", figures)
    #expect(robustness.verdict == .supported)
    #expect(robustness.turns.contains { $0.alternatives == ["VIPER's deciding growth lines +5 %"] })
  }

  @Test("Five per cent more of one role's lines at the last step can turn a rule comparing two roles (C34)")
  func roleAtLastStepTurns() {
    // VIPER's view controllers grow by 11.5 lines per change and its presenters by 10: within 0.90.
    var figures = Synthetic.figures()
    Synthetic.grow(&figures, .viper, .viewController, by: 12)
    let robustness = Self.robustness("C34", figures)
    #expect(robustness.verdict == .contradicted)
    #expect(
      robustness.turns.contains { $0.alternatives == ["VIPER's presenter lines at the last step +5 %"] })
    #expect(
      !robustness.turns.contains { $0.alternatives == ["VIPER's deciding growth lines +5 %"] },
      "the whole step moved leaves the roles' ratio where it was")
  }

  @Test("Counting the framework stand-ins can turn a size verdict (C22: MVP heavier than MVVM)")
  func standInsTurn() {
    let figures = Synthetic.figures { figures in
      figures.modules[.mvp]?.codeLines = 1_150
      figures.modules[.mvvm]?.frameworkCodeLines = 100
      figures.modules[.mvvm]?.frameworkFiles = 2
      figures.modules[.mvvm]?.frameworkTypesAndProtocols = 3
    }
    let robustness = Self.robustness("C22", figures)
    let alone = Multiverse([.standIns]) { Synthetic.entry("C22").rule.judge($0) }
    #expect(robustness.verdict == .supported)
    #expect(
      alone.verdict(MultiverseChoice.standIns.alternatives(reading: [.mvp, .mvvm]), on: figures) != .supported
    )
  }

  @Test("A module variant not measured leaves its specifications not measured, named, counting neither way")
  func variantNotMeasured() {
    let robustness = Self.robustness("C22", Synthetic.figures())
    #expect(robustness.notMeasured.contains(ModuleVariant.mvvmWithoutRouters.title))
    #expect(robustness.measured.count < robustness.curve.count)
    #expect(
      robustness.measured.allSatisfy { !$0.alternatives.contains(ModuleVariant.mvvmWithoutRouters.title) })
  }

  @Test("A module variant measured is judged in its module's place, and can turn the verdict (C22)")
  func variantTurns() {
    let figures = Synthetic.figures { figures in
      figures.modules[.mvp]?.codeLines = 1_150
      var variant = Synthetic.module()
      variant.codeLines = 1_100
      figures.variants[.mvvmWithoutRouters] = variant
    }
    let robustness = Self.robustness("C22", figures)
    #expect(robustness.notMeasured.isEmpty)
    #expect(robustness.turns.contains { $0.alternatives == [ModuleVariant.mvvmWithoutRouters.title] })
  }

  @Test("A threshold's width is its distance to the other threshold on its figure, else to its neutral point")
  func thresholdWidth() {
    let figure = ClaimFigure("score", unit: .percent) { _ in .value(81) }
    let others: [(figure: String, unit: FigureUnit, value: Double)] = [
      ("score", .percent, 80), ("score", .percent, 60),
    ]
    #expect(Condition.width(of: 80, figure: "score", unit: .percent, others: others) == 20)
    #expect(abs(Condition.width(of: 1.1, figure: "ratio", unit: .ratio, others: []) - 0.10) < 1e-9)
    #expect(Condition.width(of: -5, figure: "gap", unit: .points, others: [("gap", .points, -5)]) == 5)
    let wider = Condition.test(figure, .atLeast(80)).moved(by: 1.1, others: others)
    #expect(!wider.holds(ClaimFigures()))
    #expect(Condition.test(figure, .atLeast(80)).holds(ClaimFigures()))
    let narrower = Condition.test(figure, .below(60)).moved(by: 0.9, others: others)
    #expect(narrower.text == "score < 62")
  }

  @Test("The margin scale moves every kind of margin and restores it after")
  func marginScale() {
    #expect(FigureKind.size.compare(89.5, 100) == .lower)
    MarginScale.$factor.withValue(1.1) {
      #expect(FigureKind.size.compare(89.5, 100) == nil)
      #expect(FigureKind.score.compare(44.6, 50) == nil)
      #expect(FigureKind.p90Complexity.compare(4, 5) == .lower)
    }
    #expect(FigureKind.score.compare(44.6, 50) == .lower)
  }

  @Test(
    "Every claim declares the choices its rule reads, and no other",
    arguments: ClaimCatalogue.claims.map(\.id))
  func declaredChoices(id: String) {
    let entry = Synthetic.entry(id)
    let reads = ClaimCatalogue.reads[id] ?? []
    let choices = Set(entry.multiverse)
    let yesNo = entry.rule is ConformanceRule
    #expect(choices.contains(.margin) == !yesNo, "margin: every rule with a margin or threshold")
    #expect(
      choices.contains(.mutants) == !reads.isDisjoint(with: [.mutation, .mutationOwnCode]),
      "mutants: every rule reading a mutation score")
    #expect(
      choices.contains(.lastStep) == reads.contains(.growth), "last-step: every rule reading the series")
    #expect(!choices.contains(.testCode) || reads.contains(.caseBook), "test-code reads the case book")
    #expect(!choices.contains(.instructions) || reads.contains(.unitTestRounds), "instructions: timed rules")
    #expect(!choices.contains(.standIns) || reads.contains(.size), "stand-ins: size rules")
  }

  @Test("A variant's choice is declared only for a claim whose rule reads that module")
  func variantsReadTheirModule() {
    let figures = Synthetic.figures()
    for entry in ClaimCatalogue.claims {
      let read = Multiverse(entry.multiverse) { entry.rule.judge($0) }.architectures(read: figures)
      for variant in ModuleVariant.allCases where entry.multiverse.map(\.rawValue).contains(variant.rawValue)
      {
        #expect(read.contains(variant.module), "\(entry.id) declares \(variant.rawValue)")
      }
    }
  }
}
