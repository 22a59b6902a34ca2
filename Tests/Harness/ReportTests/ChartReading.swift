import Foundation
import HarnessSupport

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// An SVG chart as the trust checks read it: its size, its texts with their slots, its legend,
/// and every mark that says which series it draws.
struct ChartReading {
  /// A `<text>`: where it is, how it is anchored, and the slot it says it sits in.
  struct Text {
    var content: String
    var x: Double
    var y: Double
    var anchor: String
    var slot: Double?
    var fontSize: Double
    var attributes: [String: String]

    /// Its estimated width: characters × 0.6 × font size.
    var width: Double { ChartText.width(content, size: fontSize) }

    /// Its estimated extent across, from its anchor.
    var span: ClosedRange<Double> {
      switch anchor {
      case "middle": (x - width / 2)...(x + width / 2)
      case "end": (x - width)...x
      default: x...(x + width)
      }
    }

    /// Its extent down: from the cap height above its baseline to the descent below.
    var rise: ClosedRange<Double> { (y - fontSize * 0.8)...(y + fontSize * 0.2) }
  }

  /// A legend entry: the series and how it is drawn.
  struct Entry: Hashable {
    var series: String
    var color: String
    var marker: String
    var dash: String
  }

  /// A mark drawn for a series, with its paint.
  struct Mark {
    var series: String
    var fill: String?
    var stroke: String?
  }

  var width: Double = 0
  var height: Double = 0
  var fontSize: Double = 12
  var texts: [Text] = []
  var legend: [Entry] = []
  var marks: [Mark] = []

  /// The texts whose `name` attribute is `value`.
  func texts(_ name: String, _ value: String) -> [Text] { texts.filter { $0.attributes[name] == value } }

  /// An empty reading, which the parser fills.
  init() {}

  /// Reads `svg`; `nil` when it is not well-formed.
  init?(_ svg: String) {
    let reader = Reader()
    let parser = XMLParser(data: Data(svg.utf8))
    parser.delegate = reader
    guard parser.parse() else { return nil }
    self = reader.chart
  }
}

/// The parser's delegate: collects the chart as it goes.
private final class Reader: NSObject, XMLParserDelegate {
  var chart = ChartReading()
  var stack: [String] = []
  var text: ChartReading.Text?

  func parser(
    _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
    attributes: [String: String] = [:]
  ) {
    stack.append(name)
    let number = { (key: String) in attributes[key].flatMap(Double.init) }
    switch name {
    case "svg":
      let box = (attributes["viewBox"] ?? "").split(separator: " ").compactMap { Double($0) }
      chart.width = box.count == 4 ? box[2] : 0
      chart.height = box.count == 4 ? box[3] : 0
      chart.fontSize = number("font-size") ?? 12
    case "text":
      text = ChartReading.Text(
        content: "", x: number("x") ?? 0, y: number("y") ?? 0, anchor: attributes["text-anchor"] ?? "start",
        slot: number("data-slot"), fontSize: number("font-size") ?? chart.fontSize, attributes: attributes)
    case "g" where attributes["class"]?.contains("legend-entry") == true:
      chart.legend.append(
        ChartReading.Entry(
          series: attributes["data-series"] ?? "", color: attributes["data-color"] ?? "",
          marker: attributes["data-marker"] ?? "", dash: attributes["data-dash"] ?? ""))
    default:
      if let series = attributes["data-series"] {
        chart.marks.append(
          ChartReading.Mark(series: series, fill: attributes["fill"], stroke: attributes["stroke"]))
      }
    }
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    if stack.last == "text" { text?.content += string }
  }

  func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?)
  {
    stack.removeLast()
    if name == "text", let done = text {
      chart.texts.append(done)
      text = nil
    }
  }
}
