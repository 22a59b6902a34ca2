import Foundation

/// Small, dependency-free SVG charts, the report's and `archlab analyze`'s: the same figures
/// always give the same bytes. Each chart is drawn twice (``Chart``): wide, for a desktop and the
/// chart files, and narrow, for a phone, with text the same size in both. Every series brings its
/// own ``Style`` (colour, marker, dash), so a thing keeps its look from chart to chart and no two
/// series are told apart by colour alone; every text that sits in a slot (a tick, a category, a
/// legend entry) says how wide its slot is (`data-slot`), and fits it by the estimate
/// characters × 0.6 × font size.
public enum SVGChart {
  /// A number with at most one decimal: `12.5`, `40`.
  public static func number(_ value: Double) -> String {
    let text = String(format: "%.1f", value)
    guard text.hasSuffix(".0") else { return text }
    let whole = String(text.dropLast(2))
    return whole == "-0" ? "0" : whole
  }

  /// The two widths every chart is drawn at.
  public enum Width: String, Sendable, CaseIterable {
    /// A 760-wide view box: a desktop's page and the chart files.
    case wide
    /// A 360-wide view box: a phone's page, shown 360 to 400 px wide, so its text reads at 12 px or more.
    case narrow

    /// The view box's width.
    public var size: Double { self == .wide ? 760 : 360 }
    /// The font size of its text (titles are larger).
    public var fontSize: Double { self == .wide ? 13 : 12 }
  }

  /// A chart drawn at both widths.
  public struct Chart: Sendable, Equatable {
    /// The wide drawing: the one a chart file holds.
    public var wide: String
    /// The narrow drawing, for a phone.
    public var narrow: String

    /// Creates a chart from its two drawings.
    public init(wide: String, narrow: String) {
      self.wide = wide
      self.narrow = narrow
    }

    /// The drawing at `width`.
    public func svg(_ width: Width) -> String { width == .wide ? wide : narrow }

    /// Both drawings inline, each in its own box; the page's style sheet (``PageStyle/css``)
    /// shows the wide one on a wide screen and the narrow one on a phone.
    public var html: String {
      "<span class=\"chart-wide\">\(wide)</span><span class=\"chart-narrow\">\(narrow)</span>"
    }
  }

  /// What a value axis measures, and where it starts.
  public struct Axis: Sendable, Equatable {
    /// Its title, with its unit: `code lines`, `% of mutants killed`.
    public var title: String
    /// What follows each tick's figure: `%`, `×`.
    public var suffix: String
    /// Whether the axis starts at a round tick below the data rather than at 0; a bar chart then
    /// marks the axis broken and says where it starts in the axis title.
    public var fromData: Bool
    /// The most the axis ever shows (100 for a percentage).
    public var maximum: Double?

    /// Creates an axis.
    public init(_ title: String, suffix: String = "", fromData: Bool = false, maximum: Double? = nil) {
      self.title = title
      self.suffix = suffix
      self.fromData = fromData
      self.maximum = maximum
    }
  }
}

extension SVGChart {
  /// The shape drawn at each point of a series, and atop each of its bars.
  public enum Marker: String, Sendable, CaseIterable {
    case circle, square, triangle, diamond, triangleDown, plus, star, hexagon
    case circleOpen, squareOpen, triangleOpen, diamondOpen
    /// Drawn with strokes: `×`, `—`, `✱`.
    case cross, dash, asterisk
    /// No marker (the roles of a stacked bar, which are told apart by colour and order).
    case none

    /// Whether it is drawn as an outline on white.
    public var isHollow: Bool { [.circleOpen, .squareOpen, .triangleOpen, .diamondOpen].contains(self) }
    /// Whether it is drawn with strokes rather than filled.
    public var isStroked: Bool { [.cross, .dash, .asterisk].contains(self) }
  }

  /// How one series is drawn, the same in every chart it appears in.
  public struct Style: Sendable, Hashable {
    /// Its colour, `#RRGGBB`.
    public var color: String
    /// The shape at its points and atop its bars.
    public var marker: Marker
    /// Its line's dash pattern (`stroke-dasharray`), or `nil` for a solid line: references are dashed.
    public var dash: String?

    /// Creates a style.
    public init(color: String, marker: Marker = .none, dash: String? = nil) {
      self.color = color
      self.marker = marker
      self.dash = dash
    }

    /// Whether the colour is light enough (relative luminance over 0.45) to need a dark outline on white.
    public var isLight: Bool { Self.luminance(color) > 0.45 }

    /// The outline of a filled bar or marker: dark for a light colour, none otherwise.
    var outline: String { isLight ? " stroke=\"#333333\" stroke-width=\"0.8\"" : "" }

    /// The relative luminance of `#RRGGBB` (0 black, 1 white), as WCAG defines it.
    public static func luminance(_ hex: String) -> Double {
      let digits = hex.hasPrefix("#") ? String(hex.dropFirst()) : hex
      guard digits.count == 6, let value = Int(digits, radix: 16) else { return 0 }
      let channels = [(value >> 16) & 0xFF, (value >> 8) & 0xFF, value & 0xFF].map { channel -> Double in
        let c = Double(channel) / 255
        return c <= 0.039_28 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
      }
      return 0.2126 * channels[0] + 0.7152 * channels[1] + 0.0722 * channels[2]
    }
  }

  /// One series over a chart's categories: a `nil` value is drawn as nothing (no bar, a gap in a line).
  public struct Series: Sendable {
    public var name: String
    public var style: Style
    public var values: [Double?]

    /// Creates a series.
    public init(_ name: String, _ style: Style, _ values: [Double?]) {
      self.name = name
      self.style = style
      self.values = values
    }
  }

  /// A point of a line on continuous axes.
  public struct Point: Sendable, Hashable {
    public var x: Double
    public var y: Double

    /// Creates a point.
    public init(x: Double, y: Double) {
      self.x = x
      self.y = y
    }
  }

  /// A line through points on continuous axes.
  public struct PointSeries: Sendable {
    public var name: String
    public var style: Style
    public var points: [Point]

    /// Creates a series of points.
    public init(_ name: String, _ style: Style, _ points: [Point]) {
      self.name = name
      self.style = style
      self.points = points
    }
  }

  /// A median with its interval.
  public struct Interval: Sendable, Hashable {
    public var median: Double
    public var low: Double
    public var high: Double

    /// Creates an interval.
    public init(median: Double, low: Double, high: Double) {
      self.median = median
      self.low = low
      self.high = high
    }
  }

  /// Medians with their intervals over a chart's categories.
  public struct IntervalSeries: Sendable {
    public var name: String
    public var style: Style
    public var values: [Interval?]

    /// Creates a series of intervals.
    public init(_ name: String, _ style: Style, _ values: [Interval?]) {
      self.name = name
      self.style = style
      self.values = values
    }
  }
}
