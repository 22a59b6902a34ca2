import Foundation
import HarnessSupport

extension ReportDocument {
  /// One page of the HTML report: its file name and its whole text.
  package struct Page {
    /// `index.html`, `details.html`.
    package var name: String
    package var html: String
  }

  /// The HTML report: the blocks before the first ``Block/page(_:)`` on `index.html`, the
  /// blocks after each on the page it names. Each page is self-contained (inline CSS and SVG,
  /// no network; the scripts are inline and, without them, a page shows everything but its
  /// controls); a link to an anchor on another page is rewritten to reach it there; every page
  /// opens under a bar linking to each section, on whichever page it is.
  package var htmlPages: [Page] {
    let parts = pageParts
    let glossary = self.glossary
    let bodies = parts.map { part in
      let body = htmlBody(part.blocks, drawsKeyChartsHere: part.hasKeyCharts)
      return glossary?.linkingFirstUses(in: body) ?? body
    }
    let ids = bodies.map { Set(Self.ids(in: $0)) }
    return parts.enumerated().map { index, part in
      let bar = Self.relink(navigationBar(parts), ids: ids, page: index, names: parts.map(\.name))
      let body = Self.relink(bodies[index], ids: ids, page: index, names: parts.map(\.name))
      let heading =
        index == 0
        ? title : "\(title): \(part.name == "details.html" ? "details" : "workshop handout")"
      return Page(name: part.name, html: Self.page(title: heading, bar: bar, body: body))
    }
  }

  /// The page named `name`'s text, if the report has one.
  func htmlPage(_ name: String) -> String? { htmlPages.first { $0.name == name }?.html }

  /// The blocks of each page, by index into ``blocks``, in order; the first page is `index.html`.
  var pageParts: [(name: String, blocks: [Int], hasKeyCharts: Bool)] {
    var parts: [(name: String, blocks: [Int], hasKeyCharts: Bool)] = [("index.html", [], false)]
    for (index, block) in blocks.enumerated() {
      switch block {
      case .page(let name): parts.append((name, [], false))
      case .keyCharts:
        parts[parts.count - 1].blocks.append(index)
        parts[parts.count - 1].hasKeyCharts = true
      default: parts[parts.count - 1].blocks.append(index)
      }
    }
    return parts
  }

  /// A whole page around `body`.
  static func page(title: String, bar: String, body: String) -> String {
    """
    <!doctype html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>\(Markup.escape(title))</title>
    <style>
    \(style)
    </style>
    </head>
    <body>
    \(bar)<h1 id="top">\(Markup.escape(title))</h1>
    \(body)</body>
    </html>

    """
  }

  /// The bar at the top of every page, kept in view: the first page's sections as links, every
  /// other page's sections in a list that opens from it (no script).
  func navigationBar(_ parts: [(name: String, blocks: [Int], hasKeyCharts: Bool)]) -> String {
    let anchors = headingAnchors
    func sections(_ part: (name: String, blocks: [Int], hasKeyCharts: Bool)) -> [(String, String)] {
      part.blocks.compactMap { index in
        guard case .heading(2, let text, _) = blocks[index], let anchor = anchors[index] else { return nil }
        return (text, anchor)
      }
    }
    let link = { (section: (String, String)) in "<a href=\"#\(section.1)\">\(Self.inline(section.0))</a>" }
    var bar =
      "<nav class=\"top\" aria-label=\"Sections\"><div class=\"links\"><a href=\"#top\">Top</a>"
      + (parts.first.map(sections) ?? []).map(link).joined()
    bar += barLinks.map { "<a href=\"\($0.href)\">\(Markup.escape($0.title))</a>" }.joined()
    bar += "</div>"
    let rest = parts.dropFirst().flatMap(sections)
    if !rest.isEmpty {
      bar +=
        "<details><summary>All sections</summary><ul>" + rest.map { "<li>\(link($0))</li>" }.joined()
        + "</ul></details>"
    }
    return bar + "</nav>\n"
  }

  /// The blocks at `indices` in HTML: headings carry their anchors; a chart the page's key
  /// charts show is drawn there, and its section links to it instead of drawing it twice.
  func htmlBody(_ indices: [Int], drawsKeyChartsHere: Bool) -> String {
    let anchors = headingAnchors
    let key =
      drawsKeyChartsHere
      ? Set(
        blocks.flatMap { block -> [String] in if case .keyCharts(let names) = block { names } else { [] } })
      : []
    var body = ""
    for index in indices {
      switch blocks[index] {
      case .heading(let level, let text, _):
        body += "<h\(level) id=\"\(anchors[index] ?? "")\">\(Self.inline(text))</h\(level)>\n"
      case .paragraph(let text): body += "<p>\(Self.inline(text))</p>\n"
      case .list(let items): body += "<ul>" + items.map { "<li>\(Self.inline($0))</li>" }.joined() + "</ul>\n"
      case .chart(let name, let title, let svg):
        body +=
          key.contains(name)
          ? "<p class=\"chart-link\">Chart: <a href=\"#\(Self.chartAnchor(name))\">\(Markup.escape(title))</a> (among the key charts above).</p>\n"
          : "<figure>\(ChartStyles.figureHTML(svg))<figcaption>\(Markup.escape(title))</figcaption></figure>\n"
      case .table(let header, let rows): body += Self.htmlTable(header, rows)
      case .cards(let cards): body += ReportCard.html(cards)
      case .matrix(let matrix): body += matrix.html
      case .keyCharts(let names): body += keyChartFigures(names)
      case .comparison(let comparison): body += comparison.html
      case .contents:
        body +=
          "<nav class=\"contents\" aria-label=\"Details\">\(Self.inline(contentsLine(after: index)))</nav>\n"
      case .pageContents: body += pageContentsHTML(after: index)
      case .tradeOffs(let tradeOffs): body += tradeOffs.html
      case .weigh(let tradeOffs): body += tradeOffs.weighHTML
      case .glossary(let glossary): body += glossary.html
      case .page: break
      }
    }
    return body
  }

  /// Every `id` in `html`, in order.
  static func ids(in html: String) -> [String] {
    html.matches(of: #/\sid="([^"]+)"/#).map { String($0.output.1) }
  }

  /// `html` with each link to an anchor that is not on page `page` but on another made to
  /// reach that page: `href="#c01"` → `href="details.html#c01"`.
  static func relink(_ html: String, ids: [Set<String>], page: Int, names: [String]) -> String {
    html.replacing(#/href="#([^"]*)"/#) { match in
      let anchor = String(match.output.1)
      guard !ids[page].contains(anchor), let other = ids.firstIndex(where: { $0.contains(anchor) }) else {
        return String(match.output.0)
      }
      return "href=\"\(names[other])#\(anchor)\""
    }
  }

  /// The anchor of a key chart's figure: `chart-lines-by-role`.
  static func chartAnchor(_ name: String) -> String {
    "chart-" + (name.hasSuffix(".svg") ? String(name.dropLast(4)) : name)
  }

  /// The key charts, each drawn once with its caption linking to the section it belongs to.
  func keyChartFigures(_ names: [String]) -> String {
    let charts = Dictionary(
      blocks.compactMap {
        if case .chart(let name, let title, let svg) = $0 { (name, (title, svg)) } else { nil }
      },
      uniquingKeysWith: { first, _ in first })
    let sections = chartSections
    let figures = names.compactMap { name -> String? in
      guard let (title, svg) = charts[name] else { return nil }
      let section =
        sections[name].map { " · in <a href=\"#\($0.anchor)\">\(Self.inline($0.title))</a>" } ?? ""
      return
        "<figure id=\"\(Self.chartAnchor(name))\">\(ChartStyles.figureHTML(svg))<figcaption>\(Markup.escape(title))\(section) · <a href=\"charts/\(name)\">full size</a></figcaption></figure>\n"
    }
    return figures.isEmpty ? "" : "<div class=\"key-charts\">\n" + figures.joined() + "</div>\n"
  }

  /// A table that scrolls sideways on a narrow screen; figures are right-aligned, text left.
  static func htmlTable(_ header: [String], _ rows: [[String]]) -> String {
    var html =
      "<div class=\"scroll\"><table><thead><tr>" + header.map { "<th>\(inline($0))</th>" }.joined()
      + "</tr></thead><tbody>"
    let numeric = header.indices.map { isNumeric(column: $0, rows) }
    for row in rows {
      html += "<tr>"
      for (index, cell) in row.enumerated() {
        let left = index < numeric.count && !numeric[index] && index > 0
        html += (left ? "<td class=\"text\">" : "<td>") + inline(cell) + "</td>"
      }
      html += "</tr>"
    }
    return html + "</tbody></table></div>\n"
  }

  /// The page's style sheet (``PageStyle/css``, which `archlab analyze`'s page shares).
  static let style = PageStyle.css
}
