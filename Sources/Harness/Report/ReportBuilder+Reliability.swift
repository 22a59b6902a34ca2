import Metrics
import TestRuns

extension ReportBuilder {
  /// The reliability checks this run made: every check the tests know, passed,
  /// failed or skipped, with what failed or why it was skipped. The table follows the
  /// heading and one paragraph: `PageStyle` finds it so (`#reliability + p + .scroll`) to
  /// wrap its Result column, whose text runs to hundreds of characters.
  static func reliability(_ metrics: Metrics, into doc: inout ReportDocument) {
    doc.heading(2, "Reliability")
    guard let reliability = metrics.reliability, !reliability.isEmpty else {
      doc.paragraph(
        "The reliability checks were not run in this report (coverage runs skipped, or no `Tests/ReliabilityTests`)."
      )
      return
    }
    let failed = reliability.filter { $0.status == .failed }.count
    let skipped = reliability.filter { $0.status == .skipped }.count
    doc.paragraph(
      "From the `ReliabilityTests` target, run by this report: every figure was measured in this run. "
        + "\(reliability.count - failed - skipped) of \(reliability.count) checks passed"
        + (failed == 0 ? "" : ", **\(failed) failed**") + (skipped == 0 ? "" : ", \(skipped) skipped") + ".")
    doc.table(
      ["Status", "Check", "Tried", "Passed", "Result"],
      reliability.map { r in
        [
          statusMark(r.status), r.check, r.tried.map(String.init) ?? "–", r.passed.map(String.init) ?? "–",
          r.detail + (r.reason.map { " — \(reasonLabel(r.status)): \($0)" } ?? ""),
        ]
      })
  }

  /// What a check's reason explains: why it failed, why it was skipped, or a note.
  static func reasonLabel(_ status: ReliabilityResult.Status) -> String {
    switch status {
    case .passed: "note"
    case .failed: "failed"
    case .skipped: "skipped"
    }
  }

  /// `✔ passed`, `✘ failed`, `– skipped`: a mark and the word, so the column reads without colour.
  static func statusMark(_ status: ReliabilityResult.Status) -> String {
    switch status {
    case .passed: "✔ passed"
    case .failed: "✘ failed"
    case .skipped: "– skipped"
    }
  }
}
