import Analysis
import Metrics

extension ReportBuilder {
  /// For each architecture, which roles and shared targets each role refers to.
  static func coupling(_ metrics: Metrics, into doc: inout ReportDocument) {
    doc.heading(2, "Coupling")
    doc.paragraph(
      "For each role (rows), how many distinct types of each other role and of each shared target it refers to (columns), from the parse."
    )
    for a in metrics.architectures {
      doc.heading(3, a.architecture.displayName)
      let coupling = a.size.coupling
      guard !coupling.isEmpty else {
        doc.paragraph("No references between roles.")
        continue
      }
      let columns = Set(coupling.values.flatMap(\.keys)).sorted()
      doc.table(
        ["from \\ to"] + columns.map(\.title),
        coupling.keys.sorted().map { role in
          [role.title] + columns.map { column in coupling[role]?[column].map(String.init) ?? "·" }
        })
    }
  }
}
