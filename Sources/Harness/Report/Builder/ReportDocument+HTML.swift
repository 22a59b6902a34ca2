import HarnessSupport

extension ReportDocument {
  /// A self-contained page: inline CSS and SVG, no network; the one script (Compare two)
  /// is inline, and without it the page shows everything but the pickers.
  var html: String {
    let body = "<h1>\(Markup.escape(title))</h1>\n" + htmlBody
    return """
      <!doctype html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>\(Markup.escape(title))</title>
      <style>
      \(Self.style)
      </style>
      </head>
      <body>
      \(body)</body>
      </html>

      """
  }

  /// The blocks in HTML: headings carry their anchors; a chart the first screen shows is
  /// drawn there, and its section links to it instead of drawing it twice.
  var htmlBody: String {
    let anchors = headingAnchors
    let key = Set(
      blocks.flatMap { block -> [String] in if case .keyCharts(let names) = block { names } else { [] } })
    var body = ""
    for (index, block) in blocks.enumerated() {
      switch block {
      case .heading(let level, let text, _):
        body += "<h\(level) id=\"\(anchors[index] ?? "")\">\(Self.inline(text))</h\(level)>\n"
      case .paragraph(let text): body += "<p>\(Self.inline(text))</p>\n"
      case .list(let items): body += "<ul>" + items.map { "<li>\(Self.inline($0))</li>" }.joined() + "</ul>\n"
      case .chart(let name, let title, let svg):
        body +=
          key.contains(name)
          ? "<p class=\"chart-link\">Chart: <a href=\"#\(Self.chartAnchor(name))\">\(Markup.escape(title))</a> (among the key charts at the top).</p>\n"
          : "<figure>\(svg)<figcaption>\(Markup.escape(title))</figcaption></figure>\n"
      case .table(let header, let rows): body += Self.htmlTable(header, rows)
      case .cards(let cards): body += ReportCard.html(cards)
      case .matrix(let matrix): body += matrix.html
      case .keyCharts(let names): body += keyChartFigures(names)
      case .comparison(let comparison): body += comparison.html
      case .contents:
        body +=
          "<nav class=\"contents\" aria-label=\"Details\">\(Self.inline(contentsLine(after: index)))</nav>\n"
      }
    }
    return body
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
        "<figure id=\"\(Self.chartAnchor(name))\">\(svg)<figcaption>\(Markup.escape(title))\(section) · <a href=\"charts/\(name)\">full size</a></figcaption></figure>\n"
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

  /// The page's style sheet: readable on a phone; tables scroll sideways in their own box,
  /// charts scale down or scroll in their figure, long words break: nothing is wider than the screen.
  static let style = """
    body { font: 16px/1.5 -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif; color: #1d1d1f; margin: 0 auto; max-width: 72rem; padding: 1rem; overflow-wrap: anywhere; }
    [hidden] { display: none !important; }
    h1 { font-size: 1.8rem; } h2 { margin-top: 2.2rem; border-bottom: 1px solid #ddd; padding-bottom: .3rem; }
    .scroll { overflow-x: auto; max-width: 100%; }
    table { border-collapse: collapse; margin: .8rem 0; font-size: .9rem; }
    th, td { border: 1px solid #ddd; padding: .3rem .6rem; text-align: right; white-space: nowrap; }
    th:first-child, td:first-child, td.text { text-align: left; }
    thead th { background: #f4f4f6; }
    figure { margin: 1rem 0; overflow-x: auto; min-width: 0; } figure svg { width: 100%; min-width: 560px; height: auto; max-width: 760px; }
    figcaption { color: #555; font-size: .85rem; }
    code { background: #f4f4f6; padding: 0 .25rem; border-radius: 3px; }
    .cards { display: grid; grid-template-columns: repeat(auto-fill, minmax(min(100%, 16rem), 1fr)); gap: .7rem; margin: .8rem 0; }
    .card { border: 1px solid #d5d5da; border-radius: 8px; padding: .5rem .8rem; min-width: 0; }
    .card h3 { margin: 0 0 .3rem; font-size: 1.1rem; }
    .card dl { margin: 0; font-size: .85rem; overflow-wrap: break-word; }
    .card dl div { display: flex; flex-wrap: wrap; column-gap: .6rem; border-top: 1px solid #eee; padding: .1rem 0; }
    .card dt { color: #555; flex: 1 1 8rem; } .card dd { margin: 0 0 0 auto; text-align: right; font-weight: 600; font-variant-numeric: tabular-nums; }
    nav.contents { margin: 2rem 0 0; padding: .5rem .8rem; background: #f4f4f6; border-radius: 6px; }
    .tally { display: flex; flex-wrap: wrap; gap: .4rem; padding: 0; list-style: none; }
    .tally li, .matrix li { border-left: .4rem solid; border-radius: 4px; padding: .15rem .5rem; }
    .matrix { list-style: none; padding: 0; columns: 2 30rem; column-gap: 1rem; font-size: .9rem; }
    .matrix li { break-inside: avoid; display: flex; justify-content: space-between; gap: .6rem; margin: 0 0 .25rem; }
    .matrix a { color: inherit; } .matrix .verdict { white-space: nowrap; font-weight: 600; }
    .v-supported { background: #e6f4ea; border-color: #2e7d32 !important; } .v-supported .verdict { color: #1b5e20; }
    .v-contradicted { background: #fdeaea; border-color: #c62828 !important; } .v-contradicted .verdict { color: #a51d1d; }
    .v-inconclusive { background: #fff5d6; border-color: #b7791f !important; } .v-inconclusive .verdict { color: #7a4f00; }
    .v-not-measured { background: #f0f0f2; border-color: #8a8a8e !important; } .v-not-measured .verdict { color: #48484c; }
    .not-claims { border: 1px dashed #aaa; border-radius: 6px; padding: .3rem .8rem; font-size: .9rem; }
    .not-claims ul { display: flex; flex-wrap: wrap; gap: .2rem 1.2rem; padding: 0; margin: .3rem 0; list-style: none; }
    .key-charts { display: grid; grid-template-columns: repeat(auto-fill, minmax(min(100%, 32rem), 1fr)); gap: 0 1rem; }
    .compare label { margin-right: .8rem; } .compare select { font: inherit; }
    .compare th, .compare td { white-space: normal; min-width: 4rem; } .compare tbody th { min-width: 7rem; }
    .compare td a { white-space: nowrap; }
    @media (max-width: 600px) {
      body { font-size: 15px; padding: .6rem; } h1 { font-size: 1.45rem; } th, td { padding: .2rem .35rem; }
      .cards { grid-template-columns: none; grid-auto-flow: column; grid-auto-columns: minmax(15rem, 85%); overflow-x: auto; scroll-snap-type: x mandatory; padding-bottom: .3rem; }
      .card { scroll-snap-align: start; }
    }
    """
}
