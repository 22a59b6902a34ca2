import Analysis
import ArchLab

extension ClaimFigures {
  /// The figures with `architecture`'s mutation scores (every suite's, the interactor and
  /// presenter tests', each role's) recomputed with `change` detected mutants more.
  func movingMutants(of architecture: Architecture, by change: Int) -> ClaimFigures {
    var figures = self
    guard var module = modules[architecture] else { return figures }
    if let detected = module.unitMutantsDetected, let scored = module.unitMutantsScored {
      let moved = MutantCount(detected: detected, scored: scored).moved(by: change)
      module.unitMutantsDetected = moved.detected
      module.unitMutationScore = moved.percent
    }
    if let count = module.acceptanceMutants?.moved(by: change) {
      module.acceptanceMutants = count
      module.acceptanceMutationScore = count.percent
    }
    if let count = module.logicTestMutants?.moved(by: change) {
      module.logicTestMutants = count
      module.logicTestMutationScore = count.percent
    }
    module.logicTestCommonMutants = module.logicTestCommonMutants?.moved(by: change)
    module.acceptanceCommonMutants = module.acceptanceCommonMutants?.moved(by: change)
    if let byRole = module.unitMutantsByRole {
      let moved = byRole.mapValues { $0.moved(by: change) }
      module.unitMutantsByRole = moved
      for (role, count) in moved { module.unitMutationScoreByRole?[role] = count.percent }
    }
    figures.modules[architecture] = module
    return figures
  }

  /// The figures with `architecture`'s growth series' deciding lines times `factor`: every
  /// code-line figure of its last step, and the lines each change made.
  func scalingLastStep(of architecture: Architecture, by factor: Double) -> ClaimFigures {
    var figures = self
    guard var series = growth[architecture], let last = series.steps.indices.last else { return figures }
    let scale = { (lines: Int) in Int((Double(lines) * factor).rounded()) }
    let item = { (item: LargestItem) in
      LargestItem(name: item.name, role: item.role, codeLines: scale(item.codeLines))
    }
    var step = series.steps[last]
    step.codeLines = step.codeLines.map(scale)
    step.roleCodeLines = step.roleCodeLines?.mapValues(scale)
    step.largestFile = step.largestFile.map(item)
    step.largestType = step.largestType.map(item)
    step.largestFileByRole = step.largestFileByRole?.mapValues(item)
    step.largestTypeByRole = step.largestTypeByRole?.mapValues(item)
    series.steps[last] = step
    series.seriesLinesChanged = series.seriesLinesChanged.mapValues(scale)
    figures.growth[architecture] = series
    return figures
  }

  /// The figures with `architecture`'s `role` at the growth series' last step times `factor`:
  /// its code lines (and the module's), and its largest file's and type's, which may then be
  /// the module's largest.
  func scalingLastStep(of architecture: Architecture, role: Role, by factor: Double) -> ClaimFigures {
    var figures = self
    guard var series = growth[architecture], let last = series.steps.indices.last,
      let lines = series.steps[last].roleCodeLines?[role], lines > 0
    else { return figures }
    let scale = { (lines: Int) in Int((Double(lines) * factor).rounded()) }
    var step = series.steps[last]
    step.roleCodeLines?[role] = scale(lines)
    step.codeLines = step.codeLines.map { $0 + scale(lines) - lines }
    for (keyPath, largest) in [
      (\ModuleFigures.largestFileByRole, \ModuleFigures.largestFile), (\.largestTypeByRole, \.largestType),
    ] {
      guard var item = step[keyPath: keyPath]?[role] else { continue }
      let wasLargest = step[keyPath: largest]?.name == item.name
      item.codeLines = scale(item.codeLines)
      step[keyPath: keyPath]?[role] = item
      if wasLargest || item.codeLines > (step[keyPath: largest]?.codeLines ?? 0) {
        step[keyPath: largest] = step[keyPath: keyPath]?.values.max {
          ($0.codeLines, $1.name) < ($1.codeLines, $0.name)
        }
      }
    }
    series.steps[last] = step
    figures.growth[architecture] = series
    return figures
  }

  /// The figures with every module's framework stand-ins counted as its own code.
  func countingStandIns() -> ClaimFigures {
    mappingEveryModule { $0.countingStandIns() }
  }

  /// The figures with each case book's test code counted by its folder alone.
  func countingCaseBookByFolder() -> ClaimFigures {
    mappingEveryModule { module in
      var module = module
      module.caseBookTestLines = module.caseBookFolderTestLines
      return module
    }
  }

  /// The figures with `transform` applied to every module's figures, today's and at every step
  /// of its growth series.
  func mappingEveryModule(_ transform: (ModuleFigures) -> ModuleFigures) -> ClaimFigures {
    var figures = self
    figures.modules = modules.mapValues(transform)
    figures.growth = growth.mapValues { series in
      var series = series
      series.steps = series.steps.map(transform)
      return series
    }
    return figures
  }

  /// The figures with `variant` in its module's place; without the variant's figures, the
  /// module is not measured (the specification is "not measured", never the module's figures).
  func replacing(with variant: ModuleVariant) -> ClaimFigures {
    var figures = self
    figures.modules[variant.module] = variants[variant]
    figures.growth[variant.module] = nil
    return figures
  }

  /// The figures with each module's unit-test rounds counted in instructions, not seconds;
  /// not measured where no instruction counts were taken.
  func timingByInstructions() -> ClaimFigures {
    var figures = self
    figures.modules = modules.mapValues { module in
      var module = module
      module.unitTestRounds = module.unitTestInstructionRounds
      return module
    }
    return figures
  }

  /// The figures without `architecture`: what a rule reads of it goes missing.
  func without(_ architecture: Architecture) -> ClaimFigures {
    var figures = self
    figures.modules[architecture] = nil
    figures.growth[architecture] = nil
    return figures
  }
}

extension ModuleFigures {
  /// The figures with the framework stand-ins counted as the module's own code.
  func countingStandIns() -> ModuleFigures {
    guard !standInsCounted, let stand = frameworkCodeLines, stand > 0 else { return self }
    var module = self
    module.codeLines = codeLines.map { $0 + stand }
    module.files = files.map { $0 + (frameworkFiles ?? 0) }
    module.typesAndProtocols = typesAndProtocols.map { $0 + (frameworkTypesAndProtocols ?? 0) }
    module.standInsCounted = true
    return module
  }
}
