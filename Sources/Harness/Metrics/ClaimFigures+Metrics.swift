import Analysis
import ArchLab
import BenchmarkAnalysis
import Claims
import Growth
import Mutation
import Workshop

extension ClaimFigures {
  /// The figures a report's metrics hold. The runtime ratios come from the paired
  /// rounds (with their intervals and each scenario's A/A band) when the run has them,
  /// else from the medians alone.
  public init(metrics: Metrics) {
    var modules: [Architecture: ModuleFigures] = [:]
    for measured in metrics.architectures {
      var module = ModuleFigures(size: measured.size)
      module.unitCoverage = measured.unitCoverage?.total.linePercent
      module.add(caseBook: measured.caseBook)
      module.add(mutation: measured.mutation?.summary)
      module.add(logicTests: measured)
      module.add(costOfChange: metrics.costOfChange, for: measured.architecture)
      if let screens = measured.leaks?.screens, !screens.isEmpty {
        module.objectsPerScreen = Double(screens.reduce(0) { $0 + $1.objectsTracked }) / Double(screens.count)
      }
      module.leaks = measured.leaks.map {
        LeakFigures(
          objectsLeftAlive: $0.objectsLeftAlive, residentGrowthBytesPerCycle: $0.residentGrowthBytesPerCycle,
          objectsTracked: $0.screens.reduce(0) { $0 + $1.objectsTracked } + $0.cycleObjectsTracked)
      }
      let bodies = metrics.tour?.filter { $0.architecture == measured.architecture }.compactMap(
        \.bodyEvaluations)
      module.bodyEvaluations = bodies.flatMap { $0.isEmpty ? nil : $0.reduce(0, +) }
      modules[measured.architecture] = module
    }
    self.init(
      modules: modules,
      runtime: metrics.benchmarkRun.map(Self.runtime) ?? metrics.benchmarks.map(Self.runtime),
      growth: metrics.growth.map { Self.growth($0, metrics: metrics) } ?? [:])
    memory = metrics.benchmarks.map(Self.memory)
    toolkitMallocs = metrics.benchmarks.map { results in
      results.compactMap { result -> ToolkitFigure? in
        guard result.variant == .floorUI || result.variant == .floorDiffable,
          let mallocs = result.mallocCountMedian,
          let floor = BenchmarkAnalysis.result(
            results, variant: .floor, scenario: result.scenario, n: result.n)?
            .mallocCountMedian, floor > 0
        else { return nil }
        let ratio = mallocs / floor
        return ToolkitFigure(
          title: result.variant.title, scenario: result.scenario, n: result.n, ratio: ratio, low: ratio,
          high: ratio)
      }
    }.flatMap { $0.isEmpty ? nil : $0 }
    toolkits = metrics.benchmarkRun.map { run in
      run.ratios.compactMap { estimate -> ToolkitFigure? in
        guard estimate.variant == .floorUI || estimate.variant == .floorDiffable else { return nil }
        return ToolkitFigure(
          title: estimate.variant.title, scenario: estimate.scenario, n: estimate.n, ratio: estimate.median,
          low: estimate.low, high: estimate.high)
      }
    }.flatMap { $0.isEmpty ? nil : $0 }
  }

  /// Each architecture's malloc count and peak memory as ratios to its toolkit's floor's.
  static func memory(_ results: [BenchmarkResult]) -> [MemoryFigure] {
    results.compactMap { result in
      guard case .architecture(let architecture) = result.variant,
        let floor = results.first(where: {
          $0.variant == result.variant.floor && $0.scenario == result.scenario && $0.n == result.n
        })
      else { return nil }
      let ratio = { (a: Double?, b: Double?) -> Double? in
        guard let a, let b, b > 0 else { return nil }
        return a / b
      }
      return MemoryFigure(
        architecture: architecture, scenario: result.scenario, n: result.n,
        mallocRatio: ratio(result.mallocCountMedian, floor.mallocCountMedian),
        peakRatio: ratio(result.peakMemoryResidentBytes, floor.peakMemoryResidentBytes))
    }
  }

  /// Each architecture's growth series: its figures at every step (with the case book the
  /// step's proof ran; step 0's is this run's), and each change's cost at its step and on
  /// today's app.
  static func growth(_ measurement: GrowthMeasurement, metrics: Metrics) -> [Architecture: GrowthFigures] {
    let costOfChange = metrics.costOfChange
    var series: [Architecture: GrowthFigures] = [:]
    for architecture in Architecture.allCases {
      var steps: [ModuleFigures] = []
      for step in measurement.steps {
        guard let measured = step.size(of: architecture) else { return series }
        var module = ModuleFigures(size: measured.size)
        module.caseBookTestLines = measured.caseBookTestLines
        module.caseBookFolderTestLines = measured.caseBookFolderTestLines
        if let result = measurement.proof(of: step.number)?.architectures.first(where: {
          $0.architecture == architecture
        }) {
          module.casesRun = result.casesRun
          module.casesTotal = result.casesTotal
        } else if step.number == 0,
          let caseBook = metrics.architectures.first(where: { $0.architecture == architecture })?.caseBook
        {
          module.casesRun = caseBook.casesRun
          module.casesTotal = caseBook.casesTotal
        }
        steps.append(module)
      }
      var figures = GrowthFigures(steps: steps)
      for change in measurement.changes {
        guard let solution = change.solution(for: architecture) else { continue }
        figures.seriesLinesChanged[change.change] = solution.change.codeLinesChanged
        figures.seriesRolesTouched[change.change] = solution.change.roles.count
        if let small = costOfChange?.first(where: { $0.exercise.hasPrefix(change.change + "-") })?.solution(
          for: architecture)
        {
          figures.smallAppLinesChanged[change.change] = small.change.codeLinesChanged
          figures.smallAppRolesTouched[change.change] = small.change.roles.count
        }
      }
      series[architecture] = figures
    }
    return series
  }

  /// Each architecture's ratio to the floor with its 95 % interval and the A/A band of
  /// its scenario and size, from the paired rounds.
  static func runtime(_ run: BenchmarkRun) -> [RuntimeFigure] {
    run.ratios.compactMap { estimate in
      guard case .architecture(let architecture) = estimate.variant else { return nil }
      let band = run.band(estimate.scenario, estimate.n).map { NoiseBand(low: $0.low, high: $0.high) }
      return RuntimeFigure(
        architecture: architecture, scenario: estimate.scenario, n: estimate.n, ratio: estimate.median,
        ciLow: estimate.low, ciHigh: estimate.high, noiseBand: band)
    }
  }

  /// Each architecture's median time as a ratio to the floor's, per scenario and size.
  static func runtime(_ results: [BenchmarkResult]) -> [RuntimeFigure] {
    results.compactMap { result in
      guard case .architecture(let architecture) = result.variant,
        let ratio = BenchmarkAnalysis.overhead(
          results, variant: result.variant, scenario: result.scenario, n: result.n)
      else { return nil }
      return RuntimeFigure(architecture: architecture, scenario: result.scenario, n: result.n, ratio: ratio)
    }
  }
}

extension ModuleFigures {
  /// The size, complexity and coupling figures of a module's parse.
  init(size: ModuleSize) {
    self.init()
    let framework = size.roles[.frameworkStandIn] ?? SizeFigures()
    codeLines = size.total.lines.code - framework.lines.code
    frameworkCodeLines = framework.lines.code
    files = size.total.files - framework.files
    frameworkFiles = framework.files
    frameworkTypesAndProtocols = framework.types + framework.protocols
    typesAndProtocols = size.total.types + size.total.protocols - framework.types - framework.protocols
    protocols = size.total.protocols - framework.protocols
    roleCodeLines = size.roles.mapValues(\.lines.code)
    let complexity = size.complexity
    if size.total.files > 0 {
      largestFile = LargestItem(
        name: complexity.largestFile.name, role: complexity.largestFile.role,
        codeLines: complexity.largestFile.codeLines)
    }
    if size.total.types > 0 {
      largestType = LargestItem(
        name: complexity.largestType.name, role: complexity.largestType.role,
        codeLines: complexity.largestType.codeLines)
    }
    largestFileByRole = complexity.largestFileByRole.mapValues {
      LargestItem(name: $0.name, role: $0.role, codeLines: $0.codeLines)
    }
    largestTypeByRole = complexity.largestTypeByRole.mapValues {
      LargestItem(name: $0.name, role: $0.role, codeLines: $0.codeLines)
    }
    meanComplexity = complexity.mean
    p90Complexity = complexity.p90
    maxComplexity = complexity.max
    coupling = size.coupling
    testDoubleLines = size.unitTests.doubleCodeLines
    viewDoubles = size.unitTests.viewDoubles.count
  }

  /// The case book's counts and the unit tests' time.
  mutating func add(caseBook: CaseBookFigures?) {
    guard let caseBook else { return }
    casesRun = caseBook.casesRun
    casesTotal = caseBook.casesTotal
    caseBookTestLines = caseBook.testCodeLines
    caseBookFolderTestLines = caseBook.folderTestCodeLines
    unitTestSeconds = caseBook.unitTestSeconds
    unitTestRounds = caseBook.unitTestRounds
  }

  /// The mutation scores, in percent, of the module's own code (framework stand-ins and
  /// equivalent mutants left out, `Docs/Claims.md`): per suite, and the unit tests' per role.
  mutating func add(mutation summary: MutationSummary?) {
    guard let summary else { return }
    let unit = summary.ownCode(.unit)
    unitMutationScore = unit.score.map { $0 * 100 }
    unitMutantsDetected = unit[.killed] + unit[.timeout]
    unitMutantsScored = unit.scored
    let acceptance = summary.ownCode(.acceptance)
    acceptanceMutationScore = acceptance.score.map { $0 * 100 }
    acceptanceMutants = MutantCount(
      detected: acceptance[.killed] + acceptance[.timeout], scored: acceptance.scored)
    unitMutationScoreByRole = summary.byRole.compactMapValues { $0[.unit]?.score.map { $0 * 100 } }
    unitMutantsByRole = summary.byRole.compactMapValues { suites in
      suites[.unit].flatMap {
        $0.scored == 0 ? nil : MutantCount(detected: $0[.killed] + $0[.timeout], scored: $0.scored)
      }
    }
  }

  /// The interactor and presenter tests' scores (C11: ``LogicTests``): on every mutant of the
  /// module's own code, and, beside the acceptance suite's, on the mutants both can reach.
  /// Without a file known to hold such tests, there is no score of them (not a score of 0).
  mutating func add(logicTests measured: ArchitectureMetrics) {
    let logicFiles = measured.size.unitTests.files(
      reaching: LogicTests.reaching, without: LogicTests.excluded)
    guard !logicFiles.isEmpty, let mutation = measured.mutation else { return }
    if let count = mutation.unitCount(killedByTestsIn: logicFiles) {
      logicTestMutants = MutantCount(detected: count.detected, scored: count.scored)
      logicTestMutationScore = logicTestMutants?.percent
    }
    if let count = mutation.unitCount(killedByTestsIn: logicFiles, leaving: LogicTests.unreachedRoles) {
      logicTestCommonMutants = MutantCount(detected: count.detected, scored: count.scored)
      let acceptance = mutation.count(.acceptance, leaving: LogicTests.unreachedRoles)
      acceptanceCommonMutants = MutantCount(detected: acceptance.detected, scored: acceptance.scored)
    }
  }

  /// Code lines changed and files touched by every exercise's reference solution;
  /// nothing when an exercise has no solution measured for `architecture`.
  mutating func add(costOfChange: [ExerciseCost]?, for architecture: Architecture) {
    guard let costOfChange, !costOfChange.isEmpty else { return }
    var lines: [String: Int] = [:]
    var files: [String: Int] = [:]
    var types: [String: Int] = [:]
    var roles: [String: Int] = [:]
    var tests: [String: Int] = [:]
    for exercise in costOfChange {
      guard let solution = exercise.solution(for: architecture) else { return }
      let number = String(exercise.exercise.prefix { $0.isNumber })
      let change = solution.change
      lines[number] = change.codeLinesChanged
      files[number] = change.files.count
      types[number] = change.typesAdded.count
      roles[number] = change.roles.count
      tests[number] = change.testLinesAdded.code + change.testLinesRemoved.code
    }
    linesChanged = lines
    filesTouched = files
    typesAdded = types
    rolesTouched = roles
    testLinesChanged = tests
  }
}
