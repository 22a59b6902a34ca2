import Analysis
import ArchLab
import Testing

@testable import Claims

/// Every claim of the catalogue judged at least once on synthetic figures that
/// give a definite verdict, starting from modules measured alike (where every
/// comparison is within its margin) and changing what the case names.
@Suite("The catalogue's claims on synthetic figures")
struct CatalogueTests {
  typealias Change = @Sendable (inout ClaimFigures) -> Void

  static let cases: [(String, Verdict, Change)] = [
    ("C01", .contradicted, { $0.modules[.viper]?.coupling?[.interactor] = [.shared(.storage): 1] }),
    ("C02", .supported, { $0.modules[.mvc]?.roleCodeLines?[.viewController] = 600 }),
    ("C03", .supported, { Synthetic.grow(&$0, .mvc, .viewController, by: 100) }),
    ("C04", .supported, { $0.modules[.viper]?.roleCodeLines?[.viewController] = 100 }),
    (
      "C05", .supported,
      {
        $0.modules[.viper]?.largestType = LargestItem(name: "T", role: .presenter, codeLines: 100)
        $0.modules[.viper]?.meanComplexity = 1.5
      }
    ),
    ("C06", .supported, { $0.modules[.viper]?.unitMutationScore = 80 }),
    (
      "C07", .contradicted,
      { figures in
        let lines = figures.growth[.viper]?.seriesLinesChanged
        figures.growth[.viper]?.seriesLinesChanged = lines?.mapValues { $0 * 2 } ?? [:]
      }
    ),
    ("C08", .contradicted, { $0.modules[.viper]?.unitMutationScoreByRole?[.presenter] = 50 }),
    ("C09", .supported, { $0.modules[.viper]?.unitTestRounds = [1, 1.05, 0.95, 1, 1.02] }),
    ("C10", .contradicted, { $0.growth[.viper]?.seriesLinesChanged["04"] = 150 }),
    (
      "C11", .supported,
      {
        $0.modules[.viper]?.logicTestCommonMutants = MutantCount(detected: 85, scored: 100)
        $0.modules[.viper]?.acceptanceCommonMutants = MutantCount(detected: 88, scored: 100)
      }
    ),
    ("C12", .supported, { $0.modules[.mvc]?.roleCodeLines = [.viewController: 900, .builder: 100] }),
    ("C13", .supported, { $0.modules[.viper]?.roleCodeLines?[.boundary] = 200 }),
    (
      "C14", .supported,
      { $0.modules[.viper]?.coupling?[.interactor] = [.role(.dataManager): 2, .role(.boundary): 2] }
    ),
    ("C15", .supported, { _ in }),
    ("C16", .contradicted, { $0.modules[.mvp]?.coupling?[.view] = [.shared(.entities): 1] }),
    (
      "C17", .contradicted,
      { $0.modules[.mvp]?.leaks = LeakFigures(objectsLeftAlive: 2, residentGrowthBytesPerCycle: 0) }
    ),
    ("C18", .supported, { $0.modules[.mvp]?.roleCodeLines?[.viewController] = 100 }),
    ("C19", .supported, { $0.modules[.mvp]?.unitCoverage = 95 }),
    ("C20", .contradicted, { Synthetic.grow(&$0, .mvp, .viewController, by: 50) }),
    ("C21", .supported, { $0.modules[.mvp]?.codeLines = 1_500 }),
    ("C22", .contradicted, { $0.modules[.mvp]?.codeLines = 800 }),
    (
      "C23", .contradicted,
      { figures in for a in ClaimCatalogue.cleanArchitectures { figures.modules[a]?.unitMutationScore = 60 } }
    ),
    ("C24", .supported, { $0.modules[.mvc]?.coupling?[.viewController]?[.shared(.storage)] = 2 }),
    ("C25", .supported, { $0.modules[.mvc]?.unitMutationScoreByRole?[.viewController] = 50 }),
    (
      "C26", .supported,
      { $0.modules[.viper]?.leaks = LeakFigures(objectsLeftAlive: 0, residentGrowthBytesPerCycle: 0) }
    ),
    ("C27", .supported, { $0.growth[.viper]?.steps[6].codeLines = 3_000 }),
    ("C28", .supported, { $0.modules[.mvvm]?.roleCodeLines?[.viewController] = 150 }),
    ("C29", .contradicted, { $0.modules[.mvvm]?.roleCodeLines?[.viewModel] = 100 }),
    ("C30", .contradicted, { $0.modules[.mvvm]?.caseBookTestLines = 800 }),
    (
      "C31", .supported,
      { figures in
        let lines = figures.growth[.mvvm]?.seriesLinesChanged
        figures.growth[.mvvm]?.seriesLinesChanged = lines?.mapValues { $0 / 2 } ?? [:]
      }
    ),
    (
      "C32", .supported,
      {
        $0.modules[.viper]?.unitCoverage = 95
        $0.modules[.viper]?.unitMutationScore = 85
      }
    ),
    (
      "C33", .supported,
      {
        $0.modules[.viper]?.coupling = [
          .viewController: [.role(.boundary): 1], .presenter: [.role(.boundary): 2],
          .builder: [.role(.presenter): 3],
        ]
      }
    ),
    (
      "C34", .supported,
      {
        Synthetic.grow(&$0, .viper, .presenter, by: 50)
        $0.growth[.viper]?.steps[6].largestType = LargestItem(name: "P", role: .presenter, codeLines: 500)
      }
    ),
    ("C35", .supported, { $0.modules[.viper]?.unitMutationScore = 90 }),
    (
      "C36", .supported,
      { figures in
        let lines = figures.modules[.mvc]?.linesChanged
        figures.modules[.mvc]?.linesChanged = lines?.mapValues { $0 / 2 }
      }
    ),
    (
      "C37", .supported,
      {
        $0.modules[.viper]?.typesAndProtocols = 80
        $0.modules[.viper]?.objectsPerScreen = 40
      }
    ),
    ("C38", .contradicted, { $0.modules[.mvp]?.viewDoubles = 0 }),
    (
      "C39", .supported,
      {
        $0.modules[.viper]?.roleCodeLines = Dictionary(
          uniqueKeysWithValues: [
            Role.viewController, .view, .presenter, .interactor, .dataManager, .builder, .wireframe,
          ]
          .map { ($0, 100) })
      }
    ),
    ("C40", .contradicted, { $0.modules[.viper]?.typesAdded?["04"] = 1 }),
  ]

  @Test("Every claim of the catalogue has a case here, in order")
  func everyClaim() {
    #expect(Self.cases.map(\.0) == ClaimCatalogue.claims.map(\.id))
  }

  @Test(
    "Each claim gives its definite verdict on its synthetic figures",
    arguments: Self.cases.map { ($0.0, $0.1) })
  func verdict(id: String, expected: Verdict) {
    let change = Self.cases.first { $0.0 == id }!.2
    let result = Synthetic.entry(id).rule.judge(Synthetic.figures(change))
    #expect(result.outcome.verdict == expected, "\(id): \(result.reason) \(result.figures)")
    #expect(!result.figures.isEmpty)
  }

  @Test("C23: when the Clean Architecture modules disagree, the claim is inconclusive")
  func c23Disagreeing() {
    let figures = Synthetic.figures { $0.modules[.viper]?.unitMutationScore = 60 }
    #expect(ClaimCatalogue.cleanArchitectures.count > 1)
    #expect(Synthetic.judge("C23", figures) == .inconclusive)
  }

  @Test(
    "C38: MVP's view doubles with more test-double lines than MVC's support it, as do any when MVC has none")
  func c38() {
    #expect(Synthetic.judge("C38", Synthetic.figures()) == .inconclusive)
    #expect(
      Synthetic.judge("C38", Synthetic.figures { $0.modules[.mvp]?.testDoubleLines = 200 }) == .supported)
    #expect(Synthetic.judge("C38", Synthetic.figures { $0.modules[.mvc]?.testDoubleLines = 0 }) == .supported)
  }

  @Test(
    "C25: view controllers fully tested in ScreenKit leave it inconclusive, saying the setting decides it")
  func c25() {
    let result = Synthetic.entry("C25").rule.judge(
      Synthetic.figures { $0.modules[.mvc]?.unitMutationScoreByRole?[.viewController] = 95 })
    #expect(result.outcome == .inconclusive)
    #expect(
      result.reason.hasPrefix("Inconclusive, decided by ArchLab's setting: ScreenKit's view controllers"))
  }

  @Test("C35: test lines alone never decide; weaker tests at no lower cost contradict it")
  func c35() {
    let costlier = Synthetic.figures { $0.modules[.viper]?.caseBookTestLines = 800 }
    let result = Synthetic.entry("C35").rule.judge(costlier)
    #expect(result.outcome == .inconclusive)
    #expect(result.reason.contains("a difference in test lines alone"))
    #expect(
      Synthetic.judge("C35", Synthetic.figures { $0.modules[.viper]?.unitMutationScore = 60 })
        == .contradicted)
  }

  @Test("C24: MVC's view controllers referring to the storage but to no ScreenKit type contradicts the claim")
  func c24WithoutScreenKit() {
    let figures = Synthetic.figures {
      $0.modules[.mvc]?.coupling?[.viewController] = [.shared(.storage): 2]
    }
    let result = Synthetic.entry("C24").rule.judge(figures)
    #expect(result.outcome == .contradicted)
    #expect(result.reason.contains("MVC view controller refer to no ScreenKit type"))
  }

  @Test("With nothing measured, every claim is not measured in this run and names what is missing")
  func nothingMeasured() {
    for judged in ClaimCatalogue.evaluate(ClaimFigures()) {
      #expect(judged.outcome.verdict == .notMeasured, "\(judged.claim.id)")
      #expect(!judged.outcome.missing.isEmpty, "\(judged.claim.id) names no missing figure")
    }
  }

  @Test("Every claim cites at least one source with its address, quotes it, and names its caveats")
  func citations() {
    for entry in ClaimCatalogue.claims {
      #expect(!entry.sources.isEmpty && !entry.quotes.isEmpty && !entry.english.isEmpty, "\(entry.id)")
      #expect(entry.sources.allSatisfy { $0.url.hasPrefix("https://") })
      #expect(!entry.caveats.isEmpty || !entry.notes.isEmpty, "\(entry.id) has no caveat")
    }
  }
}
