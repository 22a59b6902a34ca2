import ArchLab
import Foundation
import Mutation
import Pipeline
import Testing

@testable import Report

/// A figure the report shows in two places is the same number in both: the summary's
/// against the section that details it.
@Suite("Figures shown twice are the same number")
struct FiguresShownTwiceTests {
  /// The rows of every Markdown table of `markdown` whose header contains `header`, as cells.
  static func table(_ markdown: String, header: String) -> (header: [String], rows: [[String]])? {
    let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let start = lines.firstIndex(where: { $0.hasPrefix("|") && $0.contains(header) }) else {
      return nil
    }
    let cells = { (line: String) in
      line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
        .map { $0.trimmingCharacters(in: .whitespaces) }
    }
    var rows: [[String]] = []
    for line in lines[(start + 2)...] {
      guard line.hasPrefix("|") else { break }
      rows.append(cells(line))
    }
    return (cells(lines[start]), rows)
  }

  static func row(_ table: (header: [String], rows: [[String]]), _ name: String) -> [String: String] {
    guard let row = table.rows.first(where: { $0.first == name }) else { return [:] }
    return Dictionary(uniqueKeysWithValues: zip(table.header, row).map { ($0, $1) })
  }

  /// Every Markdown table of `markdown`, as its header and rows of cells.
  static func tables(_ markdown: String) -> [(header: [String], rows: [[String]])] {
    let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    return lines.indices.compactMap { index in
      guard lines[index].hasPrefix("|"), index == 0 || !lines[index - 1].hasPrefix("|") else { return nil }
      return table(lines[index...].joined(separator: "\n"), header: lines[index])
    }
  }

  @Test("The summary's figures are those of the sections that detail them, architecture by architecture")
  func summaryAgrees() throws {
    let metrics = try TestStrengthReportTests().metrics(measured: true)
    let markdown = ReportPipeline.document(metrics).markdown
    let summary = try #require(Self.table(markdown, header: "Largest type (lines)"))
    let complexity = try #require(Self.table(markdown, header: "Most complex function"))
    let tests = try #require(Self.table(markdown, header: "Unit-test code lines"))
    let counts = try #require(Self.table(markdown, header: FigureLabel.commentLinesWithStandIns))
    let mutation = try #require(Self.table(markdown, header: "unit tests: score"))
    let roles = try #require(Self.tables(markdown).first { $0.rows.contains { $0.first == "**total**" } })
    let runtime = try #require(Self.table(markdown, header: "× own toolkit's floor, median [95 % CI]"))
    let ratioColumn = try #require(
      summary.header.first { $0.hasPrefix("Open contacts × own toolkit's floor") })
    let n = try #require(ratioColumn.split(separator: "=").last?.prefix { $0.isNumber })
    for architecture in metrics.architectures.map(\.architecture) {
      let name = architecture.displayName
      let headline = Self.row(summary, name)
      #expect(
        headline[FigureLabel.filesWithStandIns] == Self.row(counts, name)[FigureLabel.filesWithStandIns],
        "\(name) files")
      let total = Self.row(roles, "**total**")[name]?.replacingOccurrences(of: "**", with: "")
      #expect(headline[FigureLabel.codeLinesWithStandIns] == total, "\(name) code lines")
      let standIn = Int(Self.row(roles, "framework stand-in")[name] ?? "0") ?? -1
      #expect(
        headline[FigureLabel.ownCodeLines] == total.flatMap(Int.init).map { "\($0 - standIn)" },
        "\(name) code lines without stand-ins")
      // The complexity table names the role too: `Name` (role, lines).
      let largest = Self.row(complexity, name)["Largest type"] ?? "?"
      let largestName = largest.split(separator: "`").first.map(String.init) ?? "?"
      let largestLines =
        largest.split(separator: ",").last?.trimmingCharacters(in: .init(charactersIn: " )")) ?? "?"
      #expect(headline["Largest type (lines)"] == "\(largestName) (\(largestLines))", "\(name) largest type")
      #expect(headline["Unit tests"] == Self.row(tests, name)["Unit tests"], "\(name) unit tests")
      for (suite, label) in zip(
        MutationSuite.allCases, ["Unit-test mutation score", "Acceptance mutation score"])
      {
        #expect(
          headline[label] == Self.row(mutation, name)["\(suite.title): score"],
          "\(name) \(suite.title) mutation score")
      }
      // The runtime table marks a cell (▲ ▼ ≈); the figure itself is the same.
      let detailed = Self.row(runtime, name)["N=\(n)"] ?? "?"
      let stripped = detailed.replacingOccurrences(of: "≈ ", with: "").replacingOccurrences(
        of: " ▲", with: ""
      )
      .replacingOccurrences(of: " ▼", with: "")
      // The card says which toolkit's floor the figure is over; the figure itself is the same.
      #expect(headline[ratioColumn]?.hasPrefix(stripped + " (") == true, "\(name) open contacts at N=\(n)")
    }
  }

  @Test("Compare two shows each architecture's figures as its card does, label for label")
  func comparisonAgrees() throws {
    let document = ReportPipeline.document(try FirstScreenTests.metrics())
    let cards = try #require(
      document.blocks.lazy.compactMap { if case .cards(let cards) = $0 { cards } else { nil } }.first)
    let comparison = try #require(
      document.blocks.lazy.compactMap { if case .comparison(let table) = $0 { table } else { nil } }.first)
    #expect(comparison.architectures.map(\.name) == cards.map(\.name))
    let tradeOffs = try #require(
      document.blocks.lazy.compactMap { if case .tradeOffs(let table) = $0 { table } else { nil } }.first)
    for (column, card) in cards.enumerated() {
      for figure in card.figures {
        // A card's figure the trade-offs show is in Compare two once, as the trade-offs' row.
        guard let row = comparison.rows.first(where: { $0.label == figure.label }) else {
          #expect([FigureLabel.ownCodeLines, FigureLabel.unitMutationScore].contains(figure.label))
          continue
        }
        #expect(row.cells[column] == figure.value, "\(card.name): \(figure.label)")
        let cell =
          "<td data-arch=\"\(comparison.architectures[column].id)\">\(ReportDocument.breakable(figure.value))</td>"
        #expect(document.allHTML.contains(cell))
      }
    }
    for dimension in tradeOffs.dimensions {
      let row = try #require(comparison.rows.first { $0.label.hasPrefix(dimension.name + " ") })
      for (column, architecture) in tradeOffs.architectures.enumerated() {
        #expect(
          row.cells[column] == dimension.values[architecture].map(dimension.format), "\(dimension.name)")
      }
    }
  }

  @Test("The check can fail: a summary showing a median of medians is caught")
  func canFail() throws {
    let metrics = try TestStrengthReportTests().metrics(measured: true)
    let markdown = ReportPipeline.document(metrics).markdown
    let runtime = try #require(Self.table(markdown, header: "× own toolkit's floor, median [95 % CI]"))
    #expect(Self.row(runtime, "MVC")["N=1000"]?.contains("[") == true)
    #expect(Self.row(runtime, "MVC")["N=1000"] != "1.08×")
  }
}

@Suite("Sizes in context")
struct SizeContextTests {
  @Test(
    "ArchLab's spread is set beside the public sample's, with the sample's MVC surplus added to every module")
  func table() throws {
    var metrics = try ReportTests().metrics()
    metrics.architectures[0].size.total.lines.code = 361
    metrics.architectures[4].size.total.lines.code = 960
    let markdown = ReportPipeline.document(metrics).markdown
    #expect(markdown.contains("### Sizes in context"))
    #expect(markdown.contains("| MVC | 361 | 1.00× | 1408 | 621 | 561 | 1.00× | 1408 | 1.00× |"))
    #expect(markdown.contains("| VIPER | 960 | 2.66× | 1598 | 619 | 95 | 1.13× | 2007 | 1.43× |"))
    #expect(markdown.contains("| TCA |") && markdown.contains("| – | – | – | –"))
  }
}
