import Foundation

/// How the report writes its figures.
enum Format {
  /// No decimals: `12`.
  static func f0(_ value: Double) -> String { String(format: "%.0f", value) }
  /// One decimal: `12.3`.
  static func f1(_ value: Double) -> String { String(format: "%.1f", value) }
  /// Two decimals: `1.23`.
  static func f2(_ value: Double) -> String { String(format: "%.2f", value) }
  /// A percentage with one decimal: `12.3%`.
  static func percent(_ value: Double) -> String { String(format: "%.1f%%", value) }
  /// Nanoseconds as milliseconds: three decimals under 10 ms, none above.
  static func milliseconds(_ ns: Double) -> String {
    ns >= 10_000_000 ? String(format: "%.0f", ns / 1e6) : String(format: "%.3f", ns / 1e6)
  }
}
