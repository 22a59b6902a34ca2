import Analysis
import ArchLab
import Foundation
import Growth
import HarnessSupport
import Metrics
import Mutation
import TestRuns
import Tour
import TourScript

extension ReportPipeline {
  /// Where the grown app is materialized for its coverage, its tour and `archlab mutate
  /// --step`: a tree of its own, so that its instrumented build is kept between reports.
  public static func grownTree(_ series: GrowthSeries) -> GrowthTree {
    GrowthTree(series: series, location: series.root.appending(path: ".build/growth/grown"))
  }

  /// The grown app (the series' last step): coverage and the tour of its actions, kept in
  /// `Reports/growth/grown-app.json` for the files measured (else measured now, in one
  /// instrumented build, unless proofs are not to be made), and the mutation scores of
  /// `Reports/growth/mutation/` that are fresh for its files; `nil` without a series.
  func measureGrownApp(_ steps: inout Steps) async throws -> GrownAppMetrics? {
    guard growth != .skip, let series = try? GrowthSeries(root: root) else { return nil }
    let tree = Self.grownTree(series)
    let step = series.last
    let log = self.log
    let (key, mutation) = try await steps.run(
      "The grown app (step \(step)): its files, and its mutation scores if fresh"
    ) {
      let files = try await tree.files(at: step)
      try tree.materialize(files)
      return (await GrownAppFigures.key(files, inputs: try await .of(root: root)), grownMutation(tree: tree))
    }
    if let kept = GrownAppFigures.kept(key: key, in: [output, root.appending(path: "Reports")]) {
      log(
        "  coverage and tour: reused, measured \(kept.measuredAt) at \(kept.commit) (its files are unchanged)"
      )
      return GrownAppMetrics(step: step, figures: kept, mutation: mutation)
    }
    guard growth == .reuseFresh, !skipCoverage else {
      log("  coverage and tour: nothing kept holds for its files; left out in this run")
      return GrownAppMetrics(step: step, figures: nil, mutation: mutation)
    }
    let progress = steps.progress
    let figures = try await steps.run(
      "The grown app (step \(step)): unit and acceptance coverage, the tour of its \(TourAction.grown.count) new actions"
    ) {
      try await measureGrownFigures(tree: tree, step: step, key: key, echo: progress.note)
    }
    do {
      try figures.keep(in: output)
    } catch {
      log("  the grown app's figures could not be kept for the next report: \(error)")
    }
    return GrownAppMetrics(step: step, figures: figures, mutation: mutation)
  }

  /// Coverage and the tour of the grown app in `tree`, already materialized.
  private func measureGrownFigures(
    tree: GrowthTree, step: Int, key: String, echo: @escaping @Sendable (String) -> Void
  ) async throws -> GrownAppFigures {
    let package = try await InstrumentedBuild.package(root: tree.location)
    let runner = CoverageRunner(root: package.root, scratch: package.root.appending(path: ".build"))
    let unitFilter = Architecture.allCases.map { "\($0.moduleName)Tests\\." }.joined(separator: "|")
    let unit = try await runner.run(filter: unitFilter, log: log, echo: echo)
    log(Self.describe(unit.run))
    let acceptance = try await runner.run(filter: "AcceptanceTests\\.", log: log, echo: echo)
    log(Self.describe(acceptance.run))
    let sizes = try WorkspaceAnalyzer(root: tree.location).measure(
      modules: Architecture.allCases.map(\.moduleName))
    let coverage = try zip(Architecture.allCases, sizes).map { architecture, size in
      GrownAppFigures.Coverage(
        architecture: architecture, unit: try CoverageReader.module(size, files: unit.files),
        acceptance: try CoverageReader.module(size, files: acceptance.files))
    }
    let tour = try await measureTour(root: tree.location, actions: TourAction.grown, log: log)
    let provenance = await provenance()
    return GrownAppFigures(
      step: step, key: key, measuredAt: provenance.date, commit: provenance.commit, coverage: coverage,
      testsPassed: unit.run.passed.count + acceptance.run.passed.count, tour: tour.figures,
      tourPages: tour.pages)
  }

  /// The mutation results in `Reports/growth/mutation/` fresh for the grown app in `tree`.
  private func grownMutation(tree: GrowthTree) -> [GrownAppMetrics.MutationScores] {
    let configuration = MutationConfiguration.archLab(
      root: tree.location, output: root.appending(path: Self.grownMutationFolder))
    return zip(Architecture.allCases, configuration.modules).compactMap { architecture, module in
      guard let result = MutationCache.load(module, in: configuration),
        MutationCache.isFresh(result, for: module, in: configuration)
      else { return nil }
      return GrownAppMetrics.MutationScores(
        architecture: architecture, summary: result.summary, runSeconds: result.processSeconds)
    }
  }

  /// Where `archlab mutate --step` writes the grown app's results, relative to the root.
  public static let grownMutationFolder = "Reports/growth/mutation"
}
