import Analysis
import ArchLab
import Foundation
import Workshop
import WorkshopMarker

/// Measures every step of the growth series from its sources alone (no build): each
/// architecture's module parsed as today's app is, and each change's cost made at its
/// step (the architecture's files from the step before to the step).
public struct GrowthMeasurer: Sendable {
  /// The series.
  public var series: GrowthSeries

  /// A measurer of `series`.
  public init(series: GrowthSeries) {
    self.series = series
  }

  /// Every step and change; `progress` gets a line per step.
  public func measure(progress: @Sendable (String) -> Void = { _ in }) async throws -> GrowthMeasurement {
    let tree = GrowthTree(
      series: series,
      location: FileManager.default.temporaryDirectory.appending(
        path: "archlab-growth-measure-\(UUID().uuidString)"))
    defer { try? FileManager.default.removeItem(at: tree.location) }
    var steps: [GrowthMeasurement.Step] = []
    var files: [[String: Data]] = []
    // One memo for every step: a file unchanged since the step before is not parsed again.
    let memo = ParseMemo()
    let everyStep = try await tree.files(through: series.last)
    for number in series.range {
      let stepFiles = everyStep[number]
      try tree.materialize(stepFiles)
      files.append(stepFiles)
      let analyzer = WorkspaceAnalyzer(root: tree.location, memo: memo)
      let modules = try analyzer.measure(modules: Architecture.allCases.map(\.moduleName))
      let architectures = try zip(Architecture.allCases, modules).map { architecture, size in
        var stripped = size
        stripped.files = []
        let folder = "Tests/\(architecture.moduleName)Tests"
        let exists = FileManager.default.fileExists(atPath: tree.location.appending(path: folder).path)
        let code = exists ? try analyzer.caseBookTestCode(target: folder) : nil
        return GrowthMeasurement.ArchitectureSize(
          architecture: architecture, size: stripped, caseBookTestLines: code?.codeLines ?? 0,
          caseBookFolderTestLines: code?.folderCodeLines ?? 0)
      }
      let title = number == 0 ? "" : series.steps[number - 1].title
      steps.append(GrowthMeasurement.Step(number: number, title: title, architectures: architectures))
      progress(
        "step \(number): \(architectures.map { "\($0.architecture.displayName) \($0.size.total.lines.code)" }.joined(separator: ", ")) code lines"
      )
    }
    var changes: [GrowthMeasurement.Change] = []
    let readings = SourceReadings()
    // Every changed file's two texts parsed first, on all cores; the measures below read them.
    readings.prefetch(
      series.steps.flatMap { step in
        let (before, after) = (files[step.number - 1], files[step.number])
        return Self.changes(Self.changedPaths(before, after), before, after)
      })
    for step in series.steps {
      let (before, after) = (files[step.number - 1], files[step.number])
      let sharedPaths = Self.changedPaths(before, after).filter { !Self.isArchitecturePath($0) }
      let shared =
        sharedPaths.isEmpty
        ? nil : ChangeMeasurer.measure(Self.changes(sharedPaths, before, after), readings: readings)
      let solutions = Architecture.allCases.map { architecture in
        let paths = Self.changedPaths(before, after).filter { Self.belongs($0, to: architecture) }
        return ExerciseCost.Solution(
          architecture: architecture,
          change: ChangeMeasurer.measure(Self.changes(paths, before, after), readings: readings))
      }
      changes.append(
        GrowthMeasurement.Change(
          change: step.change, step: step.number, title: step.title, shared: shared, solutions: solutions))
    }
    return GrowthMeasurement(steps: steps, changes: changes)
  }

  /// The paths whose bytes differ between two steps' files.
  static func changedPaths(_ before: [String: Data], _ after: [String: Data]) -> [String] {
    Set(before.keys).union(after.keys).filter { before[$0] != after[$0] }.sorted()
  }

  /// The changes of `paths` from `before` to `after`, as texts.
  static func changes(_ paths: [String], _ before: [String: Data], _ after: [String: Data]) -> [FileChange] {
    paths.map { path in
      FileChange(
        path: path, before: before[path].map { String(decoding: $0, as: UTF8.self) },
        after: after[path].map { String(decoding: $0, as: UTF8.self) })
    }
  }

  /// Whether `path` is in an architecture's folders (its module or its unit tests).
  static func isArchitecturePath(_ path: String) -> Bool {
    Architecture.allCases.contains { belongs(path, to: $0) }
  }

  /// Whether `path` is in `architecture`'s folders.
  static func belongs(_ path: String, to architecture: Architecture) -> Bool {
    ExerciseMarker.folders(of: architecture).contains { path.hasPrefix($0 + "/") }
  }
}
