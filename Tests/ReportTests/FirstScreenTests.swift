import ArchLab
import Foundation
import Testing
import Tour
import TourScript

@testable import Report

/// The report opens on what it found: a card per architecture, every claim's verdict linking
/// to its details, the key charts and Compare two, before any section's details.
@Suite("The report's first screen")
struct FirstScreenTests {
  /// Metrics with everything measured, the tour included.
  static func metrics() throws -> Metrics {
    var metrics = try CompleteMetricsTests.complete()
    metrics.tour = TourAction.allCases.flatMap { action in
      Architecture.allCases.enumerated().map { index, architecture in
        TourFigures(
          action: action, architecture: architecture, files: 2 + index, types: 3 + index,
          functions: 5 + index,
          lines: 40 + index, boundaries: index, sharedLines: 100)
      }
    }
    return metrics
  }

  /// The `<select>` named `id` in `html`, as the values of its options.
  static func options(_ html: String, select id: String) -> [String] {
    guard let start = html.range(of: "<select id=\"\(id)\">"),
      let end = html.range(of: "</select>", range: start.upperBound..<html.endIndex)
    else { return [] }
    return html[start.upperBound..<end.lowerBound].components(separatedBy: "<option value=\"").dropFirst()
      .compactMap { $0.split(separator: "\"").first.map(String.init) }
  }

  @Test(
    "It opens on the cards, the verdicts, the key charts and Compare two, in that order, before the details")
  func order() throws {
    let html = ReportBuilder.build(try Self.metrics()).html
    let positions = ["summary", "verdicts", "key-charts", "compare", "claims", "lines-of-code-per-role"].map {
      html.range(of: "id=\"\($0)\"")?.lowerBound
    }
    #expect(positions.allSatisfy { $0 != nil }, "\(positions)")
    #expect(positions.compactMap { $0 } == positions.compactMap { $0 }.sorted())
    let details = try #require(html.range(of: "<nav class=\"contents\" aria-label=\"Details\">"))
    #expect(
      positions[3]! < details.lowerBound && details.upperBound < positions[4]!,
      "the details' links close the first screen")
    let line = html[details.upperBound...].prefix { $0 != "\n" }
    for anchor in ["claims", "lines-of-code-per-role", "runtime-and-memory", "the-app-as-it-grows"] {
      #expect(line.contains("href=\"#\(anchor)\""), "\(anchor) is one click away")
    }
  }

  @Test(
    "Every architecture has a card, and every claim a row of the matrix with its anchor and verdict class")
  func cardsAndMatrix() throws {
    let metrics = try Self.metrics()
    let html = ReportBuilder.build(metrics).html
    for architecture in Architecture.allCases {
      #expect(
        html.contains(
          "<article class=\"card\" id=\"card-\(architecture.rawValue)\"><h3>\(architecture.displayName)</h3>")
      )
    }
    let judged = ReportBuilder.judgedClaims(metrics)
    #expect(judged.count == ClaimCatalogue.claims.count)
    for claim in judged {
      let anchor = claim.claim.id.lowercased()
      let verdict = claim.outcome.verdict
      #expect(
        html.contains(
          "<li class=\"v-\(verdict.slug)\"><a href=\"#\(anchor)\"><strong>\(claim.claim.id)</strong>"))
      #expect(
        html.contains("<span class=\"verdict\">\(verdict.symbol) \(verdict.label)</span>"), "word and mark")
      #expect(html.contains("<h3 id=\"\(anchor)\">"), "\(claim.claim.id)'s details are anchored")
    }
    let questions = try #require(html.range(of: "<div class=\"not-claims\">"))
    #expect(html.range(of: "<ol class=\"matrix\">")!.lowerBound < questions.lowerBound)
    for question in ClaimCatalogue.ownQuestions {
      #expect(html.contains("<a href=\"#\(question.id.lowercased())\">\(question.id) · "))
      #expect(!html.contains("<a href=\"#\(question.id.lowercased())\"><strong>"), "a question is no claim")
    }
  }

  @Test(
    "Compare two offers every architecture in both lists, links into the tour, and shows all without script")
  func compareTwo() throws {
    let html = ReportBuilder.build(try Self.metrics()).html
    let all = Architecture.allCases.map(\.rawValue)
    #expect(Self.options(html, select: "compare-a") == all)
    #expect(Self.options(html, select: "compare-b") == all)
    #expect(html.contains("<p id=\"compare-pickers\" hidden>"), "the pickers wait for the script")
    for architecture in Architecture.allCases {
      #expect(html.contains("<th data-arch=\"\(architecture.rawValue)\">\(architecture.displayName)</th>"))
      #expect(html.contains("href=\"tour/add-contact.html#\(architecture.rawValue)\""))
    }
    #expect(html.contains("<script>\n(function () {"))
  }

  @Test("The page asks for nothing over the network: every link and source is relative or an anchor")
  func offline() throws {
    let html = ReportBuilder.build(try Self.metrics()).html
    let pattern = try NSRegularExpression(pattern: #"\b(?:src|href)\s*=\s*"([^"]*)""#)
    let targets = pattern.matches(in: html, range: NSRange(html.startIndex..., in: html)).compactMap {
      Range($0.range(at: 1), in: html).map { String(html[$0]) }
    }
    #expect(!targets.isEmpty)
    #expect(targets.filter { $0.contains("//") || $0.hasPrefix("http") }.isEmpty, "\(targets)")
    #expect(!html.contains("<script src") && !html.contains("@import") && !html.contains("url("))
  }

  @Test("Every anchor on the page is unique, and every link within the page lands on one")
  func anchors() throws {
    let html = ReportBuilder.build(try Self.metrics()).html
    let find = { (pattern: String) throws -> [String] in
      let expression = try NSRegularExpression(pattern: pattern)
      return expression.matches(in: html, range: NSRange(html.startIndex..., in: html)).compactMap {
        Range($0.range(at: 1), in: html).map { String(html[$0]) }
      }
    }
    let ids = try find(#"\sid="([^"]*)""#)
    #expect(
      ids.count == Set(ids).count,
      "repeated: \(Dictionary(grouping: ids) { $0 }.filter { $1.count > 1 }.keys)")
    #expect(!ids.contains(""))
    let links = Set(try find(##"href="#([^"]*)""##))
    #expect(links.subtracting(ids).isEmpty, "links to nothing: \(links.subtracting(ids).sorted())")
    #expect(links.contains("verdicts") && links.contains("c01"))
  }

  @Test("Each key chart is drawn once, at the top, and its section links to it")
  func keyCharts() throws {
    let document = ReportBuilder.build(try Self.metrics())
    let html = document.html
    let names = document.charts.map(\.name)
    for key in ReportBuilder.keyCharts {
      #expect(names.contains(key), "\(key) is drawn by a section")
      let svg = try #require(document.charts.first { $0.name == key }?.svg)
      #expect(html.components(separatedBy: svg).count == 2, "\(key) drawn once")
      let anchor = ReportDocument.chartAnchor(key)
      #expect(html.contains("<figure id=\"\(anchor)\">"))
      #expect(html.contains("<p class=\"chart-link\">Chart: <a href=\"#\(anchor)\">"))
      #expect(
        html.range(of: "<figure id=\"\(anchor)\">")!.lowerBound < html.range(of: "id=\"compare\"")!.lowerBound
      )
    }
  }

  @Test("Each claim's and question's details end with a link back to the verdicts")
  func backLinks() throws {
    let markdown = ReportBuilder.build(try Self.metrics()).markdown
    for id in ClaimCatalogue.claims.map(\.id) + ClaimCatalogue.ownQuestions.map(\.id) {
      let start = try #require(markdown.range(of: "<a id=\"\(id.lowercased())\"></a>\n### \(id) · "), "\(id)")
      let back = try #require(
        markdown.range(of: ReportBuilder.backToVerdicts, range: start.upperBound..<markdown.endIndex))
      let next =
        markdown.range(of: "\n### ", range: start.upperBound..<markdown.endIndex)?.lowerBound
        ?? markdown.endIndex
      #expect(back.lowerBound < next, "\(id): the link back is in its own details")
    }
  }

  @Test("The README's first 40 lines hold the summary of every architecture and every claim's verdict")
  func readmeFirstScreen() throws {
    let metrics = try Self.metrics()
    let markdown = ReportBuilder.build(metrics).markdown
    let top = markdown.split(separator: "\n", omittingEmptySubsequences: false).prefix(40).joined(
      separator: "\n")
    #expect(top.contains("## Summary"))
    for architecture in Architecture.allCases {
      #expect(top.contains("\n| \(architecture.displayName) | "), "\(architecture.displayName)'s row")
    }
    for verdict in ReportBuilder.judgedClaims(metrics) {
      let id = verdict.claim.id
      let row = try #require(
        top.split(separator: "\n").first {
          $0.hasPrefix("| \(verdict.outcome.verdict.symbol) \(verdict.outcome.verdict.label) (")
        },
        "\(verdict.outcome.verdict) row")
      #expect(row.contains("[\(id)](#\(id.lowercased()))"), "\(id) in its verdict's row")
    }
    #expect(top.contains("\n[Code lines per role](charts/lines-by-role.svg) · "), "the key charts, linked")
    #expect(top.contains("[Q1 · "))
  }

  @Test("The check can fail: a README whose verdict table starts below line 40 is caught")
  func readmeCanFail() throws {
    var document = ReportBuilder.build(try Self.metrics())
    document.blocks.insert(contentsOf: Array(repeating: .paragraph("filler"), count: 20), at: 1)
    let top = document.markdown.split(separator: "\n", omittingEmptySubsequences: false).prefix(40)
    let last = try #require(ClaimCatalogue.claims.last?.id)
    #expect(!top.contains { $0.contains("[\(last)](#\(last.lowercased()))") })
  }
}
