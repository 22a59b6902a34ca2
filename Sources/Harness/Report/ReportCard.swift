/// One architecture's headline figures: a card on the report's first screen, a row of the
/// summary table in Markdown.
struct ReportCard {
  /// The architecture's name: `MVC`.
  var name: String
  /// The card's anchor: `card-mvc`.
  var anchor: String
  /// The figures, label and value, in the same order on every card.
  var figures: [(label: String, value: String)]

  /// The cards as one compact table: a row per card, a column per figure.
  static func markdown(_ cards: [ReportCard]) -> String {
    guard let first = cards.first else { return "" }
    return ReportDocument.markdownTable(
      [""] + first.figures.map(\.label), cards.map { [$0.name] + $0.figures.map(\.value) })
  }

  /// The cards side by side, as many to a row as the screen holds.
  static func html(_ cards: [ReportCard]) -> String {
    "<div class=\"cards\">\n"
      + cards.map { card in
        "<article class=\"card\" id=\"\(card.anchor)\"><h3>\(ReportDocument.inline(card.name))</h3><dl>"
          + card.figures.map {
            "<div><dt>\(ReportDocument.inline($0.label))</dt><dd>\(ReportDocument.breakable($0.value))</dd></div>"
          }.joined() + "</dl></article>\n"
      }.joined() + "</div>\n"
  }
}
