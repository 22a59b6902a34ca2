import Foundation

/// A linear value axis with round ticks: 1, 2, 2.5 or 5 × 10^k apart, from a tick at or below
/// the lowest value to one at or above the highest.
public struct ChartScale: Sendable, Equatable {
  /// The axis's first tick.
  public var low: Double
  /// The axis's last tick.
  public var high: Double
  /// The distance between ticks.
  public var step: Double

  /// The scale from `lowest` to `highest` in at most `maxIntervals` round steps.
  public init(lowest: Double, highest: Double, maxIntervals: Int = 5) {
    let top = highest > lowest + 1e-9 ? highest : lowest + 1
    step = Self.step(lowest, top, maxIntervals: max(1, maxIntervals))
    low = (lowest / step).rounded(.down) * step
    high = (top / step).rounded(.up) * step
  }

  /// The scale of a value axis over `values`: from 0, or (`axis.fromData`) from a round tick a
  /// little below the least value, so that the shortest bar still shows, in a step fewer (rounder
  /// figures where the axis starts); never past `axis.maximum` when the data stays within it.
  public init(values: [Double], axis: SVGChart.Axis, maxIntervals: Int = 5) {
    let least = values.min() ?? 0
    let most = values.max() ?? 1
    var lowest = min(0, least)
    if axis.fromData, least > 0 {
      lowest = max(0, least - max((most - least) * 0.25, most * 0.02))
    }
    self.init(lowest: lowest, highest: most, maxIntervals: axis.fromData ? maxIntervals - 1 : maxIntervals)
    if let maximum = axis.maximum, high > maximum, most <= maximum,
      (maximum / step).rounded() * step == maximum
    {
      high = maximum
    }
  }

  /// The least round step (1, 2, 2.5 or 5 × 10^k) that covers `low` to `high` in `maxIntervals` steps.
  static func step(_ low: Double, _ high: Double, maxIntervals: Int) -> Double {
    let raw = (high - low) / Double(maxIntervals)
    var exponent = floor(log10(raw))
    while true {
      for mantissa in [1, 2, 2.5, 5] {
        let step = mantissa * pow(10, exponent)
        let intervals = (high / step).rounded(.up) - (low / step).rounded(.down)
        if step >= raw * 0.999, intervals <= Double(maxIntervals) { return step }
      }
      exponent += 1
    }
  }

  /// The ticks, `low` to `high`.
  public var ticks: [Double] {
    let count = Int(((high - low) / step).rounded())
    return (0...count).map { low + Double($0) * step }
  }

  /// Whether the axis starts above 0: a bar's length then does not read as its value.
  public var startsAboveZero: Bool { low > 0 }

  /// Where `value` falls, 0 at `low` and 1 at `high`.
  public func fraction(_ value: Double) -> Double { (value - low) / (high - low) }

  /// A tick's figure with as many decimals as the step needs, and no trailing zero: `80`, `2.5`, `0.25`, `1`.
  public func label(_ value: Double) -> String {
    let exponent = Int(floor(log10(step) + 1e-9))
    let mantissa = step / pow(10, Double(exponent))
    let decimals = max(0, -exponent + (abs(mantissa - 2.5) < 1e-6 ? 1 : 0))
    var text = String(format: "%.\(decimals)f", value)
    if text.contains(".") {
      while text.hasSuffix("0") { text.removeLast() }
      if text.hasSuffix(".") { text.removeLast() }
    }
    return text == "-0" ? "0" : text
  }

  /// A figure on a log axis: `0.01`, `1`, `100`, `10000`.
  public static func logLabel(_ value: Double) -> String {
    value >= 1 ? String(format: "%.0f", value) : String(format: "%g", value)
  }
}
