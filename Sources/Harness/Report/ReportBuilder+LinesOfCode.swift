import Analysis
import HarnessSupport
import Metrics

extension ReportBuilder {
  /// Code lines per role, per feature folder, and the other size figures.
  static func linesOfCode(_ metrics: Metrics, into doc: inout ReportDocument) {
    let archs = metrics.architectures
    let names = archs.map(\.architecture.displayName)
    doc.heading(2, "Lines of code per role")
    let roles = Role.allCases.filter { role in archs.contains { ($0.size.roles[role]?.lines.code ?? 0) > 0 } }
    doc.paragraph(
      "Code lines (not comments or blank lines), from a swift-syntax parse of each module's `Sources/<ARCH>/` folder and the stand-in targets it imports. A type's role comes from its structure, by the classifier `archlab analyze` uses on any app: inheritance (a `ViewController` subclass), conformances (`View`, `Reducer`, `@Observable`), ownership and references, then folders and name suffixes; an extension counts for the type it extends; `other` is what none of these decides (entity-like structs, helpers). Code in a stand-in target the module imports (`Sources/StandIns/`) or in its `Framework/` folder stands in for a library and counts as `framework stand-in`."
    )
    roleMoves(archs, into: &doc)
    doc.table(
      [""] + names,
      roles.map { role in [role.title] + archs.map { "\($0.size.roles[role]?.lines.code ?? 0)" } } + [
        ["**total**"] + archs.map { "**\($0.size.total.lines.code)**" }
      ])
    doc.chart(
      "lines-by-role.svg", "Code lines per role",
      SVGChart.stackedBars(
        title: "Code lines per role", categories: names,
        series: roles.map { role in
          SVGChart.Series(
            role.title, ChartStyles.role(role), archs.map { Double($0.size.roles[role]?.lines.code ?? 0) })
        },
        axis: SVGChart.Axis("code lines")))
    featureFolders(metrics, into: &doc)
    sizeContext(metrics, into: &doc)
  }

  /// Code lines per feature folder, then files, types, protocols, functions, comments and blank lines.
  static func featureFolders(_ metrics: Metrics, into doc: inout ReportDocument) {
    doc.paragraph(
      "Per feature folder (`Shared` is the module's entry point and helpers used by both features):")
    doc.table(
      [""] + FeatureFolder.allCases.map(\.title),
      metrics.architectures.map { a in
        [a.architecture.displayName]
          + FeatureFolder.allCases.map { feature in
            "\(a.size.features[feature]?.values.reduce(0) { $0 + $1.lines.code } ?? 0)"
          }
      })
    doc.table(
      [
        "", FigureLabel.filesWithStandIns, FigureLabel.typesWithStandIns, FigureLabel.protocolsWithStandIns,
        FigureLabel.functionsWithStandIns, FigureLabel.commentLinesWithStandIns,
        FigureLabel.blankLinesWithStandIns,
      ],
      metrics.architectures.map { a in
        [
          a.architecture.displayName, "\(a.size.total.files)", "\(a.size.total.types)",
          "\(a.size.total.protocols)", "\(a.size.total.functions)", "\(a.size.total.lines.comment)",
          "\(a.size.total.lines.blank)",
        ]
      })
  }

  /// Where roles from structure move a figure from what names alone gave.
  static func roleMoves(_ archs: [ArchitectureMetrics], into doc: inout ReportDocument) {
    let moved = archs.flatMap { a in (a.size.roleMoves ?? []).map { (a.architecture, $0) } }
    guard archs.contains(where: { $0.size.roleMoves != nil }) else { return }
    guard !moved.isEmpty else {
      doc.paragraph("Every type's role from structure is the one its name gives: no figure moves.")
      return
    }
    doc.paragraph(
      "Where structure and the name disagree, the figures follow the structure; by name alone these types would count elsewhere (\(moved.count) types, \(moved.map(\.1.codeLines).reduce(0, +)) code lines):"
    )
    doc.table(
      ["Architecture", "Type", "By name", "By structure", "Deciding fact", "Code lines"],
      moved.map { architecture, move in
        [
          architecture.displayName, "`\(move.type)`", move.byName.title, move.byStructure.title,
          move.evidence,
          "\(move.codeLines)",
        ]
      })
  }
}
