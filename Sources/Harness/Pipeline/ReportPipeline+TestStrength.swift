import Analysis
import ArchLab
import Foundation
import HarnessSupport
import Metrics
import Mutation
import TestRuns
import Tour

/// Whether the report runs mutation testing.
public enum MutationMode: Sendable, Equatable {
  /// Reuse the results in `Reports/mutation/` that are fresh; run the stale ones.
  case reuseFresh
  /// Run every module's mutants again.
  case force
  /// Leave mutation testing out: "not measured in this run".
  case skip
}

extension ReportPipeline {
  /// Per architecture: the case book cases its unit tests ran, the lines they
  /// took, and the time of its unit-test target alone, round by round, with its median.
  func measureCaseBooks(_ steps: inout Steps, unit: TestRun, acceptance: TestRun) async throws
    -> [Architecture: CaseBookFigures]
  {
    let book = CaseBookTally.bookIDs(acceptance: acceptance)
    let targets = Architecture.allCases.map { "\($0.moduleName)Tests" }
    let bundle = try await InstrumentedBuild.package(root: root).testBundle
    let timer = UnitTestTimer(bundle: bundle, root: root)
    let rounds = try await steps.run("Unit-test time per module (each target alone, \(timer.rounds) rounds)")
    {
      try await timer.rounds(targets: targets)
    }
    let analyzer = WorkspaceAnalyzer(root: root)
    var figures: [Architecture: CaseBookFigures] = [:]
    for architecture in Architecture.allCases {
      let target = "\(architecture.moduleName)Tests"
      let ran = CaseBookTally.casesRun(in: unit, target: target, book: book)
      let folder = "Tests/\(target)"
      let code =
        FileManager.default.fileExists(atPath: root.appendingPathComponent(folder).path)
        ? try analyzer.caseBookTestCode(target: folder) : nil
      figures[architecture] = CaseBookFigures(
        casesRun: ran.count, casesTotal: book.count, missing: book.subtracting(ran).sorted(),
        testCodeLines: code?.codeLines ?? 0, folderTestCodeLines: code?.folderCodeLines ?? 0,
        unitTestSeconds: rounds[target].flatMap { Statistics.median($0) },
        unitTestRounds: rounds[target])
    }
    return figures
  }

  /// Mutation scores per architecture: fresh results reused from `Reports/mutation/`,
  /// stale ones run (all of them with ``MutationMode/force``); `nil` when skipped. Each
  /// module's mutants are tallied by the roles in `roles` (by module, then type name).
  func measureMutation(_ steps: inout Steps, roles: [String: [String: Role]]) async throws -> [Architecture:
    MutationFigures]?
  {
    guard mutation != .skip else { return nil }
    let configuration = MutationConfiguration.archLab(root: root)
    let stale = mutation == .force ? configuration.modules : MutationCache.staleModules(in: configuration)
    var results: [String: MutationFigures] = [:]
    for module in configuration.modules where !stale.contains(module) {
      if let result = MutationCache.load(module, in: configuration) {
        results[module.name] = MutationFigures(result, reused: true, roles: roles[module.name] ?? [:])
      }
    }
    if !results.isEmpty {
      log(
        "  Mutation results reused from Reports/mutation/ (unchanged): \(results.keys.sorted().joined(separator: ", "))."
      )
    }
    if !stale.isEmpty {
      var run = configuration
      run.modules = stale
      let log = self.log
      let fresh = try await steps.run("Mutation testing of \(Prose.list(stale.map(\.name))) (archlab mutate)")
      {
        do {
          return try await MutationEngine(run).run { event in
            switch event {
            case .step(let line): log("  " + line)
            case .progress(let progress): log("  " + progress.line)
            }
          }
        } catch let error as MutationError {
          throw HarnessError.tool(error.description)
        }
      }
      for result in fresh {
        results[result.module] = MutationFigures(result, reused: false, roles: roles[result.module] ?? [:])
      }
    }
    return Dictionary(
      uniqueKeysWithValues: Architecture.allCases.compactMap { a in results[a.moduleName].map { (a, $0) } })
  }
}
