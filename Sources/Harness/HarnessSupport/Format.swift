import Foundation

/// How the report writes its figures.
package enum Format {
  /// A whole number with its thousands apart: `100 000` (a thin no-break space).
  package static func grouped(_ value: Int) -> String {
    let digits = String(value.magnitude)
    var out = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { out += "\u{202F}" }
      out.append(digit)
    }
    return (value < 0 ? "-" : "") + out
  }

  /// No decimals: `12`.
  package static func f0(_ value: Double) -> String { String(format: "%.0f", value) }
  /// One decimal: `12.3`.
  package static func f1(_ value: Double) -> String { String(format: "%.1f", value) }
  /// Two decimals: `1.23`.
  package static func f2(_ value: Double) -> String { String(format: "%.2f", value) }
  /// A percentage with one decimal: `12.3%`.
  package static func percent(_ value: Double) -> String { String(format: "%.1f%%", value) }
  /// Seconds with two significant digits, in ms under one second: `2.9 ms`, `0.41 ms`, `1.3 s`.
  package static func duration(_ seconds: Double) -> String {
    seconds < 1 ? significant(seconds * 1_000, 2) + " ms" : significant(seconds, 2) + " s"
  }

  /// `value` with `digits` significant digits (no exponent): `0.0041`, `12`, `1300`.
  package static func significant(_ value: Double, _ digits: Int) -> String {
    guard value != 0, value.isFinite else { return value == 0 ? "0" : "\(value)" }
    let magnitude = Int(floor(log10(abs(value))))
    let decimals = max(0, digits - 1 - magnitude)
    return String(format: "%.\(decimals)f", value)
  }

  /// Nanoseconds as milliseconds: three decimals under 10 ms, none above.
  package static func milliseconds(_ ns: Double) -> String {
    ns >= 10_000_000 ? String(format: "%.0f", ns / 1e6) : String(format: "%.3f", ns / 1e6)
  }
}
