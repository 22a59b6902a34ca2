import Foundation
import HarnessSupport

/// The speed benchmark of `archlab analyze` (`archlab benchmarks analyze`): a generated app
/// analysed cold (empty parse cache) and warm (the cache on disk, as a second run reads it),
/// the ArchLab checkout the same way, and the history of a generated repository sampled,
/// each with its time, its rate and its peak memory. Everything is generated in a
/// temporary folder, removed afterwards unless asked; nothing is written anywhere else.
public enum AnalyzerBenchmark {
  /// Runs what `request` asks; `log` hears each step and the analyses' progress.
  public static func run(
    _ request: AnalyzerBenchmarkRequest, checkout: URL, log: @escaping @Sendable (String) -> Void
  ) async throws(AnalyzerError) -> AnalyzerBenchmarkReport {
    let work = FileManager.default.temporaryDirectory.appendingPathComponent(
      "archlab-analyze-benchmark-\(UUID().uuidString)")
    defer {
      if request.keepsFiles {
        log("kept the generated files in \(work.path)")
      } else {
        try? FileManager.default.removeItem(at: work)
      }
    }
    var report = AnalyzerBenchmarkReport(
      date: Date(), commit: await commit(of: checkout), configuration: AnalyzerBenchmarkReport.configuration,
      cores: ProcessInfo.processInfo.activeProcessorCount, loadBefore: loadAverage(), request: request)

    let clock = ContinuousClock()
    let started = clock.now
    var app = SyntheticApp(seed: request.seed)
    app.grow(toCodeLines: request.codeLines)
    let tree = work.appendingPathComponent("GeneratedApp")
    try app.write(to: tree)
    log(
      "generated \(app.fileCount) files, \(app.codeLines) code lines in \(tree.path) "
        + "(\(String(format: "%.1f", (clock.now - started).seconds)) s)")
    let treeCache = work.appendingPathComponent("cache-tree")
    report.runs.append(
      try await measure("generated tree, cold", root: tree, cache: treeCache, checkout: checkout, log: log))
    report.runs.append(
      try await measure("generated tree, warm", root: tree, cache: treeCache, checkout: checkout, log: log))

    if request.includesCheckout {
      let selfCache = work.appendingPathComponent("cache-checkout")
      report.runs.append(
        try await measure(
          "ArchLab checkout, cold", root: checkout, cache: selfCache, checkout: checkout, log: log))
      report.runs.append(
        try await measure(
          "ArchLab checkout, warm", root: checkout, cache: selfCache, checkout: checkout, log: log))
    }

    try await measureHistory(request, in: work, into: &report, log: log)
    report.loadAfter = loadAverage()
    return report
  }

  /// Generates the repository and samples its history with an empty parse cache, timed.
  static func measureHistory(
    _ request: AnalyzerBenchmarkRequest, in work: URL, into report: inout AnalyzerBenchmarkReport,
    log: @escaping @Sendable (String) -> Void
  ) async throws(AnalyzerError) {
    let clock = ContinuousClock()
    var started = clock.now
    let repository = work.appendingPathComponent("GeneratedHistory")
    let made = try await SyntheticHistory.make(
      in: repository, codeLines: request.historyCodeLines, commits: request.commits, seed: request.seed)
    log(
      "generated a repository of \(made.commits) commits, \(made.codeLines) code lines in \(made.files) files "
        + "at its last (\(String(format: "%.1f", (clock.now - started).seconds)) s)")
    report.historyCommits = made.commits
    report.historyCodeLines = made.codeLines
    PeakMemory.reset()
    started = clock.now
    let cpu = CPUTime.seconds()
    log("sampling every \(request.sampleEvery) commits, cold cache")
    let history = try await HistoryAnalysis.sample(
      root: repository, request: HistoryRequest(sampling: .every(request.sampleEvery)),
      config: AnalyzerConfig(),
      cache: FactCache(folder: work.appendingPathComponent("cache-history")), log: log)
    report.historySamples = history.samples.count
    report.history = AnalyzerBenchmarkRun(
      name: "history, \(history.samples.count) of \(made.commits) commits, cold",
      files: history.samples.reduce(0) { $0 + $1.files },
      codeLines: history.samples.reduce(0) { $0 + $1.codeLines }, parsed: history.blobsParsed,
      reused: history.blobsReused, seconds: (clock.now - started).seconds,
      cpuSeconds: CPUTime.seconds() - cpu, peakBytes: PeakMemory.bytes())
  }

  /// Analyses `root` with its parse cache on disk in `cache` (a new cache object each time, as
  /// a new process would have), timed, with the peak memory of the run.
  static func measure(
    _ name: String, root: URL, cache: URL, checkout: URL, log: @escaping @Sendable (String) -> Void
  ) async throws(AnalyzerError) -> AnalyzerBenchmarkRun {
    log(name)
    PeakMemory.reset()
    let clock = ContinuousClock()
    let started = clock.now
    let cpu = CPUTime.seconds()
    let analysis = try await Analyzer.analyze(
      AnalysisRequest(root: root, archlabRoot: checkout, cacheFolder: cache), log: log)
    let run = AnalyzerBenchmarkRun(
      name: name, files: analysis.measurement.files.count, codeLines: analysis.measurement.codeLines,
      parsed: analysis.parsed, reused: analysis.cacheHits, seconds: (clock.now - started).seconds,
      cpuSeconds: CPUTime.seconds() - cpu, peakBytes: PeakMemory.bytes())
    log("\(name): \(String(format: "%.1f", run.seconds)) s")
    return run
  }

  /// The checkout's commit, with `+` when its tracked files have changes not committed.
  static func commit(of checkout: URL) async -> String {
    let head = try? await GitRepository.git(in: checkout, ["rev-parse", "--short", "HEAD"])
    guard let head, head.status == 0 else { return "unknown" }
    let status = try? await GitRepository.git(
      in: checkout, ["status", "--porcelain", "--untracked-files=no"])
    let id = String(decoding: head.output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    return id + (status?.output.isEmpty == false ? "+" : "")
  }

  /// The one-minute load average (`/proc/loadavg`), if it can be read: on a shared machine it says
  /// how many others wanted the cores.
  static func loadAverage() -> Double? {
    (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))
      .flatMap { $0.split(separator: " ").first }.flatMap { Double($0) }
  }
}
