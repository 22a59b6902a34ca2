import Foundation
import HarnessSupport

/// A measure followed over the steps of a series (the growth series' steps, or the
/// commits sampled from an app's history): its values, its growth per change, and how
/// many more changes would take it to a threshold.
public struct GrowthCurve: Sendable, Equatable {
  /// The value at each step, index = step.
  public var values: [Double]

  /// Creates a curve from its values.
  public init(values: [Double]) {
    self.values = values
  }

  /// Growth per change: the least-squares slope of the values against the step.
  public var perChange: Double {
    Statistics.slope(values.enumerated().map { (x: Double($0.offset), y: $0.element) }) ?? 0
  }

  /// The value at the last step.
  public var last: Double { values.last ?? 0 }

  /// Whether any step's value is above `threshold`.
  public func passes(_ threshold: Double) -> Bool { values.contains { $0 > threshold } }

  /// Changes after the last step until the value passes `threshold`, growing by
  /// ``perChange`` each (an extrapolation): 0 when it already has, infinite when it
  /// does not grow.
  public func changes(to threshold: Double) -> Double {
    if last > threshold { return 0 }
    guard perChange > 0 else { return .infinity }
    return (threshold - last) / perChange
  }

  /// `110 → 180 code lines over steps 0–6, +11.7 per change`.
  public var text: String {
    let sign = perChange >= 0 ? "+" : "−"
    return
      "\(Self.f0(values.first ?? 0)) → \(Self.f0(last)) code lines over steps 0–\(values.count - 1), "
      + "\(sign)\(Self.f1(abs(perChange))) per change"
  }

  /// `1 500 in about 113 more changes (an extrapolation)`, or why not.
  public func extrapolation(to threshold: Double) -> String {
    let n = changes(to: threshold)
    if n == 0 { return "already over \(Self.f0(threshold))" }
    if n.isInfinite { return "never \(Self.f0(threshold)) at this rate (it does not grow)" }
    return "\(Self.f0(threshold)) in about \(Self.f0(n.rounded(.up))) more changes (an extrapolation)"
  }

  private static func f0(_ value: Double) -> String { String(format: "%.0f", value) }
  private static func f1(_ value: Double) -> String { String(format: "%.1f", value) }
}
