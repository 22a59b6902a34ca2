import Analysis
import ArchLab

@testable import Claims

/// Synthetic figures for the claims' rules: every architecture measured alike,
/// so that every comparison between two of them is within its margin.
enum Synthetic {
  /// A module of 1 000 code lines with every figure the rules read.
  static func module() -> ModuleFigures {
    var module = ModuleFigures()
    module.codeLines = 1_000
    module.files = 20
    module.typesAndProtocols = 40
    module.protocols = 10
    module.roleCodeLines = [
      .viewController: 300, .view: 100, .presenter: 200, .viewModel: 200, .interactor: 100, .dataManager: 50,
      .builder: 30, .wireframe: 20,
    ]
    module.largestFile = LargestItem(name: "ListViewController.swift", role: .viewController, codeLines: 200)
    module.largestType = LargestItem(name: "ListViewController", role: .viewController, codeLines: 180)
    module.meanComplexity = 2
    module.p90Complexity = 4
    module.maxComplexity = 9
    module.coupling = [
      .viewController: [.shared(.screenKit): 3, .role(.presenter): 1, .role(.boundary): 1],
      .presenter: [.role(.boundary): 2, .shared(.entities): 1],
      .dataManager: [.shared(.storage): 2],
      .builder: [.shared(.storage): 1, .role(.viewController): 1, .role(.presenter): 1],
    ]
    module.unitCoverage = 85
    module.casesRun = 40
    module.casesTotal = 40
    module.caseBookTestLines = 400
    module.unitTestSeconds = 2
    module.unitTestRounds = [2, 2.1, 1.9, 2, 2.05]
    module.unitMutationScore = 70
    module.acceptanceMutationScore = 70
    module.logicTestMutationScore = 70
    module.logicTestCommonMutants = MutantCount(detected: 70, scored: 100)
    module.acceptanceCommonMutants = MutantCount(detected: 70, scored: 100)
    module.unitMutationScoreByRole = Dictionary(uniqueKeysWithValues: Role.allCases.map { ($0, 70.0) })
    module.linesChanged = ["01": 30, "02": 40, "03": 20, "04": 50, "05": 30, "06": 30]
    module.filesTouched = ["01": 2, "02": 2, "03": 2, "04": 3, "05": 2, "06": 2]
    module.typesAdded = ["01": 0, "02": 0, "03": 0, "04": 3, "05": 0, "06": 0]
    module.rolesTouched = ["01": 2, "02": 2, "03": 2, "04": 3, "05": 2, "06": 2]
    module.testLinesChanged = ["01": 20, "02": 30, "03": 20, "04": 40, "05": 20, "06": 20]
    module.testDoubleLines = 100
    module.viewDoubles = 1
    module.objectsPerScreen = 20
    module.leaks = LeakFigures(objectsLeftAlive: 0, residentGrowthBytesPerCycle: 100, objectsTracked: 400)
    return module
  }

  /// ``module()`` at `step` of a growth series in which every role gains 10 code lines
  /// per change, and so do its largest file and type.
  static func module(step: Int) -> ModuleFigures {
    var module = module()
    let gained = 10 * step
    module.roleCodeLines = module.roleCodeLines?.mapValues { $0 + gained }
    module.codeLines = module.roleCodeLines?.values.reduce(0, +)
    module.largestFile?.codeLines += gained
    module.largestType?.codeLines += gained
    let lines = module.roleCodeLines ?? [:]
    module.largestFileByRole = Dictionary(
      uniqueKeysWithValues: lines.map {
        ($0.key, LargestItem(name: "\($0.key)File", role: $0.key, codeLines: $0.value / 2))
      })
    module.largestFileByRole?[.viewController] = module.largestFile
    module.largestTypeByRole = Dictionary(
      uniqueKeysWithValues: lines.map {
        ($0.key, LargestItem(name: "\($0.key)Type", role: $0.key, codeLines: $0.value / 3))
      })
    module.largestTypeByRole?[.viewController] = module.largestType
    return module
  }

  /// A growth series of seven steps (0–6) of ``module(step:)``, each change costing 30 lines
  /// in the series and 25 on today's app.
  static func growth() -> GrowthFigures {
    let changes = ["01", "02", "03", "04", "05", "06"]
    return GrowthFigures(
      steps: (0...6).map { module(step: $0) },
      seriesLinesChanged: Dictionary(uniqueKeysWithValues: changes.map { ($0, 30) }),
      seriesRolesTouched: Dictionary(uniqueKeysWithValues: changes.map { ($0, 3) }),
      smallAppLinesChanged: Dictionary(uniqueKeysWithValues: changes.map { ($0, 25) }),
      smallAppRolesTouched: Dictionary(uniqueKeysWithValues: changes.map { ($0, 3) }))
  }

  /// Every architecture with ``module()`` and ``growth()``, with runtime figures and an A/A band.
  static func figures() -> ClaimFigures {
    ClaimFigures(
      modules: Dictionary(uniqueKeysWithValues: Architecture.allCases.map { ($0, module()) }),
      runtime: Architecture.allCases.map {
        RuntimeFigure(
          architecture: $0, scenario: .openContacts, n: 1_000, ratio: 1, ciLow: 0.98, ciHigh: 1.02,
          noiseBand: NoiseBand(low: 0.97, high: 1.03))
      },
      growth: Dictionary(uniqueKeysWithValues: Architecture.allCases.map { ($0, growth()) }))
  }

  /// `role` gaining `perChange` code lines per change in `a`'s growth series (its largest
  /// file and type of that role too), instead of 10.
  static func grow(_ figures: inout ClaimFigures, _ a: Architecture, _ role: Role, by perChange: Int) {
    guard var series = figures.growth[a] else { return }
    for step in series.steps.indices {
      let extra = (perChange - 10) * step
      series.steps[step].roleCodeLines?[role, default: 0] += extra
      series.steps[step].codeLines? += extra
      series.steps[step].largestFileByRole?[role]?.codeLines += extra
      series.steps[step].largestTypeByRole?[role]?.codeLines += extra
      let byFile = series.steps[step].largestFileByRole?.values.max { $0.codeLines < $1.codeLines }
      let byType = series.steps[step].largestTypeByRole?.values.max { $0.codeLines < $1.codeLines }
      if let byFile { series.steps[step].largestFile = byFile }
      if let byType { series.steps[step].largestType = byType }
    }
    figures.growth[a] = series
  }

  /// The figures with `change` applied.
  static func figures(_ change: (inout ClaimFigures) -> Void) -> ClaimFigures {
    var figures = figures()
    change(&figures)
    return figures
  }

  /// The catalogue's entry `id`.
  static func entry(_ id: String) -> ClaimEntry {
    ClaimCatalogue.claims.first { $0.id == id }!
  }

  /// The outcome of claim `id` on `figures`.
  static func judge(_ id: String, _ figures: ClaimFigures) -> ClaimOutcome {
    entry(id).rule.judge(figures).outcome
  }
}
