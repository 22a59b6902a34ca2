import ArchLab
import Foundation
import Pipeline
import Testing

@testable import Report

/// One label, one figure: no page shows a label of ``FigureLabel`` with two values for one
/// architecture — the rendered report, the committed one, and a page broken by hand caught.
@Suite("One label, one figure, on every page")
struct FigureLabelAuditTests {
  @Test("The report rendered from measured figures shows each label with one value per architecture")
  func rendered() throws {
    let document = ReportPipeline.document(try FirstScreenTests.metrics())
    let pages = document.htmlPages.map { (name: $0.name, html: $0.html) }
    let figures = pages.flatMap { FigureLabelAudit.figures(in: $0.html) }
    // The audit reads what it must: the cards, Compare two and the pairs section's labels.
    for label in [FigureLabel.codeLinesWithStandIns, FigureLabel.ownCodeLines, FigureLabel.filesWithStandIns]
    {
      #expect(figures.filter { $0.0 == label }.count >= 10, "\(label)")
    }
    let conflicts = FigureLabelAudit.conflicts(pages)
    #expect(conflicts.isEmpty, "\(conflicts.map(\.description).joined(separator: "\n"))")
  }

  @Test("The committed report (Reports/*.html) shows each label with one value per architecture")
  func committed() throws {
    let reports = CommittedKeysTests.reports
    let names = try FileManager.default.contentsOfDirectory(atPath: reports.path).filter {
      $0.hasSuffix(".html")
    }.sorted()
    #expect(names.contains("index.html") && names.contains("details.html"))
    let pages = try names.map { name in
      (name: name, html: try String(contentsOf: reports.appending(path: name), encoding: .utf8))
    }
    let conflicts = FigureLabelAudit.conflicts(pages)
    #expect(conflicts.isEmpty, "\(conflicts.map(\.description).joined(separator: "\n"))")
  }

  /// A card and a pairs-style table, as the report writes them.
  static func page(cardFiles: String, tableFiles: String) -> String {
    """
    <article class="card" id="card-tca"><h3>TCA</h3><dl><div><dt>\(FigureLabel.filesWithStandIns)</dt>\
    <dd>\(cardFiles)</dd></div></dl></article>
    <table><thead><tr><th></th><th>MVC</th><th>TCA</th></tr></thead><tbody>\
    <tr><td>\(FigureLabel.filesWithStandIns)</td><td>10</td><td>\(tableFiles)</td></tr>\
    <tr><td>view controller</td><td>286</td><td>190</td></tr></tbody></table>
    <table><thead><tr><th></th><th>MVC</th><th>TCA</th></tr></thead><tbody>\
    <tr><td>view controller</td><td>99.3 %</td><td>94.2 %</td></tr></tbody></table>
    """
  }

  @Test("The check can fail: a page broken by hand to show TCA's files as 65 and 18 is named")
  func canFail() throws {
    let agreeing = Self.page(cardFiles: "65", tableFiles: "65")
    #expect(FigureLabelAudit.conflicts([("index.html", agreeing)]).isEmpty)
    let broken = Self.page(cardFiles: "65", tableFiles: "18")
    let conflicts = FigureLabelAudit.conflicts([("index.html", agreeing), ("details.html", broken)])
    #expect(conflicts.count == 1)
    let conflict = try #require(conflicts.first)
    #expect(conflict.label == FigureLabel.filesWithStandIns && conflict.architecture == "tca")
    #expect(conflict.description.contains("18 (details.html, table 1)"))
    #expect(conflict.description.contains("65 (index.html, card)"))
    // A label outside the vocabulary (a role's row, in tables of different figures) is not held.
    #expect(!conflicts.contains { $0.label == "view controller" })
  }

  @Test("Values are compared by their first number: 1.07× [1.06, 1.09] is 1.07, 93.3% is 93.3")
  func numbers() {
    #expect(FigureLabelAudit.number("1.07× [1.06, 1.09] (ScreenKit floor)") == "1.07")
    #expect(FigureLabelAudit.number("93.3%") == FigureLabelAudit.number("93.3 %"))
    #expect(FigureLabelAudit.number("UpcomingListPresenter (86)") == "86")
    #expect(FigureLabelAudit.number("none") == "none")
  }
}
