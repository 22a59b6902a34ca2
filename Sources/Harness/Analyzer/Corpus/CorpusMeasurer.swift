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
  /// named in the error and nothing is written for it. Each is ranked against the references
  /// `archlab analyze` uses (``FieldReferences``: the modules blended with the tuning half's
  /// apps, from this run's profiles and the figures already in ``output``), a tuning app
  /// against references it is left out of.
  public func measure(
    _ apps: [CorpusApp], log: @escaping @Sendable (String) -> Void = { _ in }
  ) async throws(AnalyzerError) -> [CorpusFigures] {
    let cache = cache
    let lab = try ReferenceProfiles.measure(archlabRoot: archlabRoot, cache: cache)
    do {
      try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    } catch {
      throw .cannotWrite(output.path, "\(error)")
    }
    var measured: [(app: CorpusApp, measurement: AppMeasurement, seconds: Double)] = []
    for (index, app) in apps.enumerated() {
      let clock = ContinuousClock()
      let started = clock.now
      let facts = try await facts(of: app.repo, at: app.commit, cache: cache)
      measured.append((app, AppMeasurement(facts: facts), (clock.now - started).seconds))
      log("[\(index + 1)/\(apps.count)] \(app.repo): parsed and classified")
    }
    let measuredRepos = Set(measured.map(\.app.repo))
    let field =
      FieldReferences.load(archlabRoot: archlabRoot, folder: output).filter {
        !measuredRepos.contains($0.repo)
      }
      + measured.compactMap { entry in
        guard entry.app.half == .tuning, !["none", "other"].contains(entry.app.label),
          entry.measurement.profile.countedLines > 0
        else { return nil }
        return FieldReferences.FieldApp(
          repo: entry.app.repo, label: entry.app.label, profile: entry.measurement.profile)
      }
    var figures: [CorpusFigures] = []
    for (index, (app, measurement, seconds)) in measured.enumerated() {
      let references = FieldReferences.blend(lab, with: field, leavingOut: app.repo)
      let ranking = ArchitectureRanking(
        measurement.profile, references: references, toolkit: measurement.toolkit.toolkit)
      var figure = CorpusFigures(
        repo: app.repo, commit: app.commit, label: app.label, half: app.half, files: measurement.files.count,
        codeLines: measurement.files.reduce(0) { $0 + $1.lines.code },
        roleCodeLines: measurement.roleFigures.mapValues(\.codeLines), ranking: ranking, seconds: seconds)
      figure.statedToolkit = app.toolkit
      figure.profile = measurement.profile
      figure.distances = Dictionary(
        uniqueKeysWithValues: ArchitectureRanking(measurement.profile, references: references).matches.map {
          ($0.architecture, $0.distance)
        })
      try write(figure)
      figures.append(figure)
      log(
        "[\(index + 1)/\(apps.count)] \(app.repo): \(figure.codeLines) code lines, closest \(figure.answer) (\(app.label) stated), \(Format.f1(figure.seconds)) s"
      )
    }
    return figures
  }

  /// The facts of `repo`'s Swift files at `commit`, read from its clone through git's
  /// plumbing (the files `archlab analyze` keeps: no tests, no vendored folders).
  public func facts(of repo: String, at commit: String, cache: FactCache) async throws(AnalyzerError)
    -> [FileFacts]
  {
    guard let folder = clone(of: repo) else {
      throw .noClone(repo: repo, clones: clones.path)
    }
    let repository = try await GitRepository.open(folder)
    do {
      _ = try await repository.run(["cat-file", "-e", "\(commit)^{commit}"])
    } catch {
      throw .missingCommit(repo: repo, commit: commit, clone: folder.path)
    }
    let entries = try await repository.entries(at: commit).filter {
      HistoryAnalysis.keeps($0, config: AnalyzerConfig())
    }
    return try await HistoryAnalysis.facts(of: [entries], in: repository, cache: cache).facts[0]
  }

  /// The cache of parsed files the measurer shares with `archlab analyze`.
  public var cache: FactCache {
    FactCache(folder: archlabRoot.appending(path: ".build/archlab-analyze/cache"))
  }

  /// The types ``RoleSample`` draws from each of its apps of `half` in `corpus`, unlabelled.
  public func sampleRoles(of corpus: Corpus, half: CorpusApp.Half = .heldOut) async throws(AnalyzerError)
    -> RoleLabels
  {
    var apps: [RoleLabels.App] = []
    for app in RoleSample.apps(of: corpus, half: half) {
      let facts = try await facts(of: app.repo, at: app.commit, cache: cache)
      apps.append(
        RoleLabels.App(
          repo: app.repo, commit: app.commit, label: app.label,
          types: RoleSample.types(in: facts, repo: app.repo)))
    }
    return RoleLabels(apps: apps)
  }

  /// The classifier's answer for every labelled type of `labels`, each app classified whole
  /// at its commit as `archlab analyze` classifies it.
  public func roleAccuracy(of labels: RoleLabels) async throws(AnalyzerError) -> RoleAccuracy {
    var rows: [RoleAccuracy.Row] = []
    for app in labels.apps where app.types.contains(where: { !$0.role.isEmpty }) {
      let facts = try await facts(of: app.repo, at: app.commit, cache: cache)
      rows += RoleAccuracy.rows(of: app, roles: RoleClassifier().classify(facts))
    }
    return RoleAccuracy(rows: rows)
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
