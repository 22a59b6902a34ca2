/// A figure as a rule reads it: its value, the figures missing from this run, or
/// why it cannot be computed from figures that were measured.
public enum Measured: Sendable, Equatable {
  /// The value.
  case value(Double)
  /// The names of the figures this one needs that were not measured in this run.
  case missing([String])
  /// Measured, but without a value (a share of nothing, lines per case with no case run).
  case undefined(String)

  /// The value, if there is one.
  public var value: Double? {
    if case .value(let value) = self { value } else { nil }
  }

  /// The names of the figures not measured; empty otherwise.
  public var missing: [String] {
    if case .missing(let names) = self { names } else { [] }
  }

  /// `combine` applied to both values; the missing names of both, or the first undefined one.
  public func with(_ other: Measured, _ combine: (Double, Double) -> Measured) -> Measured {
    switch (self, other) {
    case (.value(let a), .value(let b)): combine(a, b)
    case (.missing(let a), .missing(let b)): .missing(a + b.filter { !a.contains($0) })
    case (.missing, _): self
    case (_, .missing): other
    case (.undefined, _): self
    case (_, .undefined): other
    }
  }
}
