import ArchLab
import HarnessSupport
import Metrics

extension ReportBuilder {
  /// The page the workshop handout is on.
  static let handoutPage = "handout.html"

  /// One page to print for a workshop: each exercise × each architecture, what the reference
  /// solution changed (the Cost of change section's figures), and the mean the trade-offs
  /// show as Cost of a change, under its one definition.
  static func handout(_ metrics: Metrics, into doc: inout ReportDocument) {
    guard let costs = metrics.costOfChange, !costs.isEmpty else { return }
    doc.page(handoutPage)
    doc.heading(2, "Workshop handout", anchor: "handout")
    doc.paragraph(
      "For a half-day workshop: the six exercises (their sheets, hints and planned times are in [Workshop/README.md](../Workshop/README.md)) and what each architecture's reference solution changed: code lines added plus removed, then source files touched. A participant's change is set beside its reference by `swift run archlab exercise check <id> --arch <arch>`. Print this page; the figures are this report's ([the trade-offs](#trade-offs), [Cost of change](#cost-of-change))."
    )
    let archs = metrics.architectures.map(\.architecture)
    var rows: [[String]] = costs.map { cost in
      [cost.heading]
        + archs.map { a in
          guard let change = cost.solution(for: a)?.change else { return "–" }
          return "\(change.linesAdded.code + change.linesRemoved.code) · \(change.files.count)"
        }
    }
    let cost = TradeOffs(metrics).dimensions.first { $0.name == "Cost of a change" }
    if let cost {
      rows.append(
        ["Cost of a change (mean, as in the trade-offs)"]
          + archs.map { cost.values[$0].map(cost.format) ?? "–" })
    }
    doc.table(["Exercise: lines · files"] + archs.map(\.displayName), rows)
  }
}
