import Analysis
import Foundation
import HarnessSupport

extension AnalysisDocument {
  /// The most rows a long table shows; `analysis.json` holds them all.
  static let rowLimit = 300

  /// The document of `analysis`.
  static func make(_ analysis: AppAnalysis) -> AnalysisDocument {
    var doc = AnalysisDocument(title: "archlab analyze: \(analysis.name)")
    let m = analysis.measurement
    doc.paragraph(
      "\(m.files.count) Swift files, \(m.codeLines) code lines, \(m.roles.types.count) types, read from "
        + "`\(analysis.root.path)` by parsing (nothing was compiled) in \(f1(analysis.seconds)) s; "
        + "\(analysis.parsed) files parsed, \(analysis.cacheHits) reused from the parse cache.")
    architecture(analysis, into: &doc)
    roles(m, into: &doc)
    features(analysis, into: &doc)
    coupling(m, into: &doc)
    largest(m, into: &doc)
    findings(m, into: &doc)
    if let history = analysis.history { AnalysisDocument.history(history, name: analysis.name, into: &doc) }
    evidence(m, into: &doc)
    read(analysis, into: &doc)
    return doc
  }

  static func f1(_ value: Double) -> String { String(format: "%.1f", value) }
  static func f2(_ value: Double) -> String { String(format: "%.2f", value) }
  static func percent(_ value: Double) -> String { String(format: "%.1f %%", value * 100) }

  private static func architecture(_ analysis: AppAnalysis, into doc: inout AnalysisDocument) {
    doc.heading(2, "Which architecture is this?")
    doc.paragraph(analysis.ranking.verdict)
    doc.paragraph(
      "The profile is the share of the code each role family holds (view controllers, views, presenters, view "
        + "models, interactors, routers and wireframes, coordinators, builders, reducers, stores, models, boundary "
        + "protocols; data access and `other` are left out of the shares) and which families refer to which. Each of "
        + "ArchLab's ten modules is measured the same way from `Sources/<Module>` at run time. The distance is "
        + "\(Int(ArchitectureProfile.sharesWeight * 100)) % the shares' total-variation distance and "
        + "\(100 - Int(ArchitectureProfile.sharesWeight * 100)) % the Jaccard distance of the references; above "
        + "\(f2(analysis.ranking.threshold)) nothing matches well.")
    doc.table(
      ["Architecture", "Distance", "Evidence"],
      analysis.ranking.matches.map { [$0.architecture, f2($0.distance), $0.evidence] })
    let profile = analysis.measurement.profile
    doc.table(
      ["Role family", "Share of the counted code"],
      profile.shares.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.map {
        [$0.key.title, percent($0.value)]
      })
    doc.list(profile.edges.map { "`\($0.from.rawValue)` → `\($0.to.rawValue)`" })
    if !analysis.featureRankings.isEmpty {
      doc.heading(3, "Per feature folder")
      doc.table(
        ["Folder", "Counted code lines", "Closest", "Distance", "Next", "Evidence"],
        analysis.featureRankings.sorted { $0.key < $1.key }.map { folder, ranking in
          let best = ranking.matches.first
          let next = ranking.matches.dropFirst().first
          return [
            folder, "\(ranking.countedLines)",
            ranking.matchesNoneWell ? "none well" : best?.architecture ?? "–",
            best.map { f2($0.distance) } ?? "–", next.map { "\($0.architecture) \(f2($0.distance))" } ?? "–",
            best?.evidence ?? "",
          ]
        })
    }
  }

  private static func roles(_ m: AppMeasurement, into doc: inout AnalysisDocument) {
    doc.heading(2, "Roles")
    let total = max(m.codeLines, 1)
    doc.table(
      ["Role", "Code lines", "Share", "Types", "Functions", "Mean CCN", "Max CCN"],
      m.roleFigures.sorted { ($0.value.codeLines, $1.key) > ($1.value.codeLines, $0.key) }.map {
        role, figures in
        [
          role.title, "\(figures.codeLines)", percent(Double(figures.codeLines) / Double(total)),
          "\(figures.types)",
          "\(figures.functions)", f1(figures.meanComplexity), "\(figures.maxComplexity)",
        ]
      })
    doc.paragraph(
      "Complexity over \(m.complexity.functionCount) functions: mean \(f2(m.complexity.mean)), 90th percentile "
        + "\(m.complexity.p90), max \(m.complexity.max) (`\(m.complexity.mostComplexFunction)`).")
  }

  private static func features(_ analysis: AppAnalysis, into doc: inout AnalysisDocument) {
    let features = analysis.measurement.features
    guard features.count > 1 else { return }
    doc.heading(2, "Feature folders")
    doc.table(
      ["Folder", "Code lines", "Types", "Functions", "Roles (code lines)"],
      features.sorted { $0.key < $1.key }.map { folder, roles in
        let sorted = roles.filter { $0.value.codeLines > 0 }.sorted {
          ($0.value.codeLines, $1.key) > ($1.value.codeLines, $0.key)
        }
        return [
          folder, "\(roles.values.reduce(0) { $0 + $1.codeLines })",
          "\(roles.values.reduce(0) { $0 + $1.types })",
          "\(roles.values.reduce(0) { $0 + $1.functions })",
          sorted.prefix(5).map { "\($0.key.title) \($0.value.codeLines)" }.joined(separator: ", "),
        ]
      })
  }

  private static func coupling(_ m: AppMeasurement, into doc: inout AnalysisDocument) {
    let targets = Set(m.coupling.values.flatMap(\.keys)).sorted()
    guard !targets.isEmpty else { return }
    doc.heading(2, "Coupling between roles")
    doc.paragraph("Distinct types of each role (columns) the code of each role (rows) refers to.")
    doc.table(
      ["From \\ to"] + targets.map(\.title),
      m.coupling.keys.sorted().map { from in
        [from.title] + targets.map { to in m.coupling[from]?[to].map(String.init) ?? "" }
      })
  }

  private static func largest(_ m: AppMeasurement, into doc: inout AnalysisDocument) {
    doc.heading(2, "Largest types")
    doc.table(
      ["Type", "Role", "Code lines (with extensions)", "Where"],
      m.largestTypes.prefix(15).map { [$0.name, $0.role.title, "\($0.codeLines)", "\($0.file):\($0.line)"] })
    doc.paragraph(
      "Largest file: `\(m.complexity.largestFile.name)` (\(m.complexity.largestFile.codeLines) code lines, mostly "
        + "\(m.complexity.largestFile.role.title)).")
  }

  private static func findings(_ m: AppMeasurement, into doc: inout AnalysisDocument) {
    doc.heading(2, "Findings")
    if m.findings.isEmpty {
      doc.paragraph(
        "None: no view controller over C03's 1 500 code lines, no presenter, view model or interactor referring to "
          + "the UI toolkit, no view reaching storage or the network.")
      return
    }
    doc.list(m.findings.prefix(rowLimit).map { "`\($0.file):\($0.line)` (\($0.rule)): \($0.message)" })
  }

  private static func evidence(_ m: AppMeasurement, into doc: inout AnalysisDocument) {
    doc.heading(2, "Every type's role and its evidence")
    let types = m.roles.types.values.sorted { ($0.role, $0.name) < ($1.role, $1.name) }
    doc.table(
      ["Type", "Role", "Evidence", "Where"],
      types.prefix(rowLimit).map {
        [$0.name, $0.role.title, $0.evidence.joined(separator: "; "), "\($0.file):\($0.line)"]
      })
    if types.count > rowLimit { doc.paragraph("… and \(types.count - rowLimit) more in `analysis.json`.") }
  }

  private static func read(_ analysis: AppAnalysis, into doc: inout AnalysisDocument) {
    doc.heading(2, "What was read, and what was not")
    let unparsed = analysis.measurement.unparsed
    doc.paragraph(
      "\(analysis.measurement.files.count) Swift files analysed; \(analysis.skipped.count) paths skipped; "
        + "\(analysis.objectiveC.count) Objective-C files (`.m`, `.mm`, `.h`) counted and not analysed; "
        + "\(unparsed.count) files swift-syntax could not wholly parse, analysed as far as they parse."
        + (analysis.config.source.map { " Configuration: `\($0)`." } ?? ""))
    doc.table(
      ["Only partly parsed", "Lines"],
      unparsed.map { [$0.path, $0.lines.prefix(10).map(String.init).joined(separator: ", ")] })
    doc.table(["Skipped", "Why"], analysis.skipped.prefix(rowLimit).map { [$0.path, $0.reason] })
    if analysis.skipped.count > rowLimit { doc.paragraph("… and \(analysis.skipped.count - rowLimit) more.") }
  }
}
