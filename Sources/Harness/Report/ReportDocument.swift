import Foundation
import HarnessSupport

/// The report as a list of blocks, rendered once to Markdown and once to HTML
/// so the two always say the same thing.
package struct ReportDocument {
  enum Block {
    /// A heading; its anchor is given, or made from its text as GitHub makes it.
    case heading(Int, String, anchor: String?)
    case paragraph(String)
    case table(header: [String], rows: [[String]])
    case chart(name: String, title: String, svg: SVGChart.Chart)
    case list([String])
    /// One card per architecture (a table in Markdown).
    case cards([ReportCard])
    /// Every claim's verdict, each linking to its details.
    case matrix(VerdictMatrix)
    /// The charts, by file name, that the first screen shows; the sections draw them.
    case keyCharts([String])
    /// Two architectures side by side, picked by the reader (HTML only; a note in Markdown).
    case comparison(ArchitectureComparison)
    /// A line linking to every level-2 heading after it: the sections that detail the first screen.
    case contents
    /// Every section and subsection from here to the next page, as a nested list of links
    /// (HTML only: the Markdown runs on as one file under its contents line).
    case pageContents
    /// What each architecture costs on every dimension, as one table coloured by place.
    case tradeOffs(TradeOffs)
    /// The reader weighs the dimensions and sees the architectures ranked (HTML; a note in Markdown).
    case weigh(TradeOffs)
    /// The words the report uses, defined; every page links each one's first use to it.
    case glossary(Glossary)
    /// The blocks after it are on another page of the HTML report (`details.html`); Markdown
    /// runs on, as one file.
    case page(String)
  }

  var title: String
  var blocks: [Block] = []
  /// Links the HTML pages' top bar adds after the sections: `Code tour` → `tour/index.html`.
  var barLinks: [(title: String, href: String)] = []
  /// Files written beside the pages for a reader to take away: `tradeoffs.csv`.
  package var attachments: [(name: String, text: String)] = []

  mutating func heading(_ level: Int, _ text: String, anchor: String? = nil) {
    blocks.append(.heading(level, text, anchor: anchor))
  }
  mutating func paragraph(_ text: String) { blocks.append(.paragraph(text)) }
  mutating func table(_ header: [String], _ rows: [[String]]) {
    blocks.append(.table(header: header, rows: rows))
  }
  mutating func chart(_ name: String, _ title: String, _ svg: SVGChart.Chart) {
    blocks.append(.chart(name: name, title: title, svg: svg))
  }
  mutating func list(_ items: [String]) { blocks.append(.list(items)) }
  mutating func cards(_ cards: [ReportCard]) { blocks.append(.cards(cards)) }
  mutating func matrix(_ matrix: VerdictMatrix) { blocks.append(.matrix(matrix)) }
  mutating func keyCharts(_ names: [String]) { blocks.append(.keyCharts(names)) }
  mutating func comparison(_ comparison: ArchitectureComparison) { blocks.append(.comparison(comparison)) }
  mutating func contentsLine() { blocks.append(.contents) }
  mutating func pageContents() { blocks.append(.pageContents) }
  mutating func tradeOffs(_ tradeOffs: TradeOffs) { blocks.append(.tradeOffs(tradeOffs)) }
  mutating func weigh(_ tradeOffs: TradeOffs) { blocks.append(.weigh(tradeOffs)) }
  mutating func page(_ file: String) { blocks.append(.page(file)) }
  mutating func glossary(_ glossary: Glossary) { blocks.append(.glossary(glossary)) }

  /// The glossary the report holds, if any.
  var glossary: Glossary? {
    blocks.lazy.compactMap { if case .glossary(let glossary) = $0 { glossary } else { nil } }.first
  }

  /// The charts, by file name: their wide drawings.
  package var charts: [(name: String, svg: String)] {
    blocks.compactMap { if case .chart(let name, _, let svg) = $0 { (name, svg.wide) } else { nil } }
  }

  /// GitHub-flavoured Markdown; charts are linked from `charts/`.
  package var markdown: String {
    var out = "# \(title)\n"
    for (index, block) in blocks.enumerated() {
      out += "\n"
      switch block {
      case .heading(let level, let text, let anchor):
        out += anchor.map { "<a id=\"\($0)\"></a>\n" } ?? ""
        out += String(repeating: "#", count: level) + " \(text)\n"
      case .paragraph(let text): out += "\(text)\n"
      case .list(let items): out += items.map { "- \($0)\n" }.joined()
      case .chart(let name, let title, _): out += "![\(title)](charts/\(name))\n"
      case .table(let header, let rows): out += Self.markdownTable(header, rows)
      case .cards(let cards): out += ReportCard.markdown(cards)
      case .matrix(let matrix): out += matrix.markdown
      case .keyCharts(let names): out += keyChartLinks(names)
      case .comparison(let comparison): out += comparison.markdown
      case .contents: out += contentsLine(after: index) + "\n"
      // The Markdown runs on as one file, which GitHub gives its own outline; the line above links the sections.
      case .pageContents: break
      case .tradeOffs(let tradeOffs): out += tradeOffs.markdown
      case .weigh(let tradeOffs): out += tradeOffs.weighMarkdown
      case .glossary(let glossary): out += glossary.markdown
      case .page: out += "---\n"
      }
    }
    return out
  }

  /// A table in Markdown; columns of figures are right-aligned.
  static func markdownTable(_ header: [String], _ rows: [[String]]) -> String {
    let escape = { (cell: String) in cell.replacingOccurrences(of: "|", with: "\\|") }
    var out = "| " + header.map(escape).joined(separator: " | ") + " |\n"
    out += "|" + header.indices.map { isNumeric(column: $0, rows) ? " ---: |" : " --- |" }.joined() + "\n"
    for row in rows { out += "| " + row.map(escape).joined(separator: " | ") + " |\n" }
    return out
  }

  /// The key charts as images, one after the other (Markdown draws each again in its section).
  func keyChartLinks(_ names: [String]) -> String {
    let titles = Dictionary(
      blocks.compactMap { if case .chart(let name, let title, _) = $0 { (name, title) } else { nil } },
      uniquingKeysWith: { first, _ in first })
    let images = names.compactMap { name in titles[name].map { "![\($0)](charts/\(name))" } }
    return images.isEmpty ? "" : images.joined(separator: "\n\n") + "\n"
  }

  /// Whether every cell of a column (but the first column) reads as a figure: such columns are right-aligned.
  static func isNumeric(column: Int, _ rows: [[String]]) -> Bool {
    column > 0
      && rows.allSatisfy { row in
        guard column < row.count, let first = row[column].replacingOccurrences(of: "*", with: "").first else {
          return true
        }
        return first.isNumber || first == "–" || first == "·"
      }
  }

  /// `text` as inline HTML in which a long name may break between its words:
  /// `UpcomingList<wbr>View<wbr>Controller (107)`; text with markup is left as it is.
  static func breakable(_ text: String) -> String {
    let html = inline(text)
    guard !html.contains("<") else { return html }
    var out = ""
    var previous: Character?
    for character in html {
      if character.isUppercase, previous?.isLowercase == true { out += "<wbr>" }
      out.append(character)
      previous = character
    }
    return out
  }

  /// Escapes, then turns `code` spans, **bold** and relative [links](tour/index.html) into HTML.
  static func inline(_ text: String) -> String {
    links(in: codeAndBold(text))
  }

  /// `[text](path)` as a link, when the path is relative (no scheme: the report stays offline).
  static func links(in html: String) -> String {
    guard html.contains("]("),
      let pattern = try? NSRegularExpression(pattern: #"\[([^\]\[]+)\]\(([^():\s]+)\)"#)
    else { return html }
    return pattern.stringByReplacingMatches(
      in: html, range: NSRange(html.startIndex..., in: html), withTemplate: "<a href=\"$2\">$1</a>")
  }

  /// Escapes, then turns `code` spans and **bold** into HTML.
  static func codeAndBold(_ text: String) -> String {
    var out = ""
    var inCode = false
    for part in Markup.escape(text).split(separator: "`", omittingEmptySubsequences: false) {
      out += inCode ? "<code>\(part)</code>" : String(part)
      inCode.toggle()
    }
    var result = ""
    var bold = false
    for part in out.components(separatedBy: "**") {
      if !result.isEmpty || bold { result += bold ? "<strong>" : "</strong>" }
      result += part
      bold.toggle()
    }
    return result
  }
}
