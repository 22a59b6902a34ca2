import Analysis
import Foundation
import HarnessSupport

/// `archlab corpus measure`: each corpus app measured from its clone at the pinned commit,
/// through git's plumbing (`ls-tree`, `cat-file --batch`: nothing checked out, nothing written
/// into the clone), classified and ranked against the ten references as `archlab analyze`
/// ranks any app; the figures are written to `Reports/corpus/<owner>+<name>.json`.
public struct CorpusMeasurer: Sendable {
  /// The folder of clones: `<owner>+<name>`, `<owner>/<name>` or `<name>`, each a repository
  /// (with or without a work tree) or a folder holding one as `repo/`.
  public var clones: URL
  /// The ArchLab checkout whose modules are the references.
  public var archlabRoot: URL
  /// Where the figures go.
  public var output: URL

  /// Creates a measurer.
  public init(clones: URL, archlabRoot: URL, output: URL) {
    self.clones = clones
    self.archlabRoot = archlabRoot
    self.output = output
  }

  /// The clone of `repo` under ``clones``, or `nil` when there is none.
  public func clone(of repo: String) -> URL? {
    let parts = repo.split(separator: "/").map(String.init)
    guard parts.count == 2 else { return nil }
    let candidates = [
      clones.appending(path: "\(parts[0])+\(parts[1])"),
      clones.appending(path: parts[0]).appending(path: parts[1]),
      clones.appending(path: parts[1]),
    ]
    for folder in candidates {
      for inner in [folder.appending(path: "repo"), folder] {
        let git = inner.appending(path: ".git")
        if FileManager.default.fileExists(atPath: git.path)
          || FileManager.default.fileExists(atPath: inner.appending(path: "HEAD").path)
        {
          return inner
        }
      }
    }
    return nil
  }

  /// Measures `apps`, one after another (each parses on every core), saying each app's
  /// figures to `log` as it goes; an app without a clone, or whose commit the clone lacks, is
  /// named in the error and nothing is written for it.
  public func measure(
    _ apps: [CorpusApp], log: @escaping @Sendable (String) -> Void = { _ in }
  ) async throws(AnalyzerError) -> [CorpusFigures] {
    let cache = FactCache(folder: archlabRoot.appending(path: ".build/archlab-analyze/cache"))
    let references = try ReferenceProfiles.measure(archlabRoot: archlabRoot, cache: cache)
    do {
      try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    } catch {
      throw .cannotWrite(output.path, "\(error)")
    }
    var figures: [CorpusFigures] = []
    for (index, app) in apps.enumerated() {
      guard let folder = clone(of: app.repo) else {
        throw .noClone(repo: app.repo, clones: clones.path)
      }
      let clock = ContinuousClock()
      let started = clock.now
      let repository = try await GitRepository.open(folder)
      do {
        _ = try await repository.run(["cat-file", "-e", "\(app.commit)^{commit}"])
      } catch {
        throw .missingCommit(repo: app.repo, commit: app.commit, clone: folder.path)
      }
      let entries = try await repository.entries(at: app.commit).filter {
        HistoryAnalysis.keeps($0, config: AnalyzerConfig())
      }
      let facts = try await HistoryAnalysis.facts(of: [entries], in: repository, cache: cache).facts[0]
      let measurement = AppMeasurement(facts: facts)
      let ranking = ArchitectureRanking(
        measurement.profile, references: references, toolkit: measurement.toolkit.toolkit)
      var measured = CorpusFigures(
        repo: app.repo, commit: app.commit, label: app.label, half: app.half, files: measurement.files.count,
        codeLines: measurement.files.reduce(0) { $0 + $1.lines.code },
        roleCodeLines: measurement.roleFigures.mapValues(\.codeLines), ranking: ranking,
        seconds: (clock.now - started).seconds)
      measured.statedToolkit = app.toolkit
      measured.distances = Dictionary(
        uniqueKeysWithValues: ArchitectureRanking(measurement.profile, references: references).matches.map {
          ($0.architecture, $0.distance)
        })
      try write(measured)
      figures.append(measured)
      log(
        "[\(index + 1)/\(apps.count)] \(app.repo): \(measured.codeLines) code lines, closest \(measured.answer) (\(app.label) stated), \(Format.f1(measured.seconds)) s"
      )
    }
    return figures
  }

  /// The file of `repo`'s figures.
  public func file(of repo: String) -> URL {
    output.appending(path: repo.replacingOccurrences(of: "/", with: "+") + ".json")
  }

  private func write(_ figures: CorpusFigures) throws(AnalyzerError) {
    do {
      try JSONFormat.readable.encode(figures, endingWithLineBreak: true).write(
        to: file(of: figures.repo), options: .atomic)
    } catch {
      throw .cannotWrite(file(of: figures.repo).path, "\(error)")
    }
  }
}
