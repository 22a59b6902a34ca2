import Foundation

extension AnalyzerBenchmarkReport {
  /// The report as Markdown: where it ran, a table of the runs, the targets met or missed.
  public var markdown: String {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withFullDate]
    let load = [loadBefore, loadAfter].map { $0.map { String(format: "%.1f", $0) } ?? "?" }
    var lines = [
      "archlab analyze benchmark, \(formatter.string(from: date)), commit \(commit), \(configuration) build, "
        + "\(cores) cores (load average \(load[0]) before, \(load[1]) after), seed \(request.seed)",
      "",
      "| run | files | code lines | seconds | CPU s | files/s | lines/s | peak RSS | parsed / reused |",
      "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ]
    for run in runs + (history.map { [$0] } ?? []) {
      lines.append(
        "| \(run.name) | \(Self.grouped(run.files)) | \(Self.grouped(run.codeLines)) | "
          + "\(String(format: "%.1f", run.seconds)) | \(String(format: "%.1f", run.cpuSeconds)) | "
          + "\(Self.grouped(Int(run.filesPerSecond.rounded()))) | "
          + "\(Self.grouped(Int(run.linesPerSecond.rounded()))) | "
          + "\(run.peakBytes.map { "\($0 >> 20) MiB" } ?? "?") | "
          + "\(Self.grouped(run.parsed)) / \(Self.grouped(run.reused)) |")
    }
    lines.append("")
    lines.append(
      "Seconds are wall-clock; CPU s are processor seconds on every core (on a shared machine, the "
        + "difference is time spent waiting for a core). Cold runs start from an empty parse cache and parse "
        + "the ten reference modules too (parsed counts the tree's files); warm runs read the cache from disk, "
        + "as a second `archlab analyze` does. The history's files and lines are summed over its samples; its "
        + "repository holds \(Self.grouped(historyCodeLines)) code lines at its last commit.")
    if let cold = runs.first(where: { $0.name == "generated tree, cold" }) {
      let scaled = cold.seconds * 100_000 / Double(max(cold.codeLines, 1))
      lines.append(
        "Target, 100 000 lines in ≤ \(Int(Self.treeTargetSeconds)) s: "
          + (scaled <= Self.treeTargetSeconds ? "met" : "missed")
          + " (\(String(format: "%.1f", cold.seconds)) s cold for \(Self.grouped(cold.codeLines)) lines).")
    }
    if let history {
      lines.append(
        "Target, 200 sampled commits of a 50 000-line repository in ≤ \(Int(Self.historyTargetSeconds)) s: "
          + (history.seconds <= Self.historyTargetSeconds ? "met" : "missed")
          + " (\(String(format: "%.1f", history.seconds)) s for \(historySamples) samples).")
    }
    return lines.joined(separator: "\n")
  }

  /// `n` with its thousands apart (`100 412`), as the README writes numbers.
  static func grouped(_ n: Int) -> String {
    let digits = String(abs(n))
    var groups: [Substring] = []
    var end = digits.endIndex
    while end > digits.startIndex {
      let start = digits.index(end, offsetBy: -3, limitedBy: digits.startIndex) ?? digits.startIndex
      groups.insert(digits[start..<end], at: 0)
      end = start
    }
    return (n < 0 ? "-" : "") + groups.joined(separator: " ")
  }
}
