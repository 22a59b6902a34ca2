import HarnessSupport

/// A condition on figures, for the rules that set absolute thresholds: a figure
/// against a bound, a fact, or several conditions together.
public indirect enum Condition: Sendable {
  /// The figure's value against a bound; false when the figure has no value.
  case test(ClaimFigure, Bound)
  /// A yes/no fact read from the figures.
  case fact(ClaimFact)
  /// Every one of the conditions.
  case all([Condition])
  /// At least one of the conditions.
  case any([Condition])

  /// A bound a value is checked against.
  public enum Bound: Sendable {
    /// value ≥ x
    case atLeast(Double)
    /// value > x
    case above(Double)
    /// value ≤ x
    case atMost(Double)
    /// value < x
    case below(Double)

    /// Whether `value` is within the bound.
    public func admits(_ value: Double) -> Bool {
      switch self {
      case .atLeast(let x): value >= x
      case .above(let x): value > x
      case .atMost(let x): value <= x
      case .below(let x): value < x
      }
    }

    /// `50`, `0.75`.
    static func number(_ x: Double) -> String {
      x == x.rounded() ? Format.f0(x) : Format.f2(x)
    }

    /// `≥ 50`.
    public var text: String {
      switch self {
      case .atLeast(let x): "≥ \(Self.number(x))"
      case .above(let x): "> \(Self.number(x))"
      case .atMost(let x): "≤ \(Self.number(x))"
      case .below(let x): "< \(Self.number(x))"
      }
    }
  }

  /// Whether the condition holds on `figures` (call ``missing(_:)`` first).
  public func holds(_ figures: ClaimFigures) -> Bool {
    switch self {
    case .test(let figure, let bound): figure.read(figures).value.map(bound.admits) ?? false
    case .fact(let fact): (try? fact.read(figures).get()) ?? false
    case .all(let conditions): conditions.allSatisfy { $0.holds(figures) }
    case .any(let conditions): conditions.contains { $0.holds(figures) }
    }
  }

  /// The figures it needs that were not measured.
  public func missing(_ figures: ClaimFigures) -> [String] {
    switch self {
    case .test(let figure, _): figure.read(figures).missing
    case .fact(let fact):
      if case .failure(let missing) = fact.read(figures) { missing.names } else { [] }
    case .all(let conditions), .any(let conditions): conditions.flatMap { $0.missing(figures) }
    }
  }

  /// The condition in words.
  public var text: String {
    switch self {
    case .test(let figure, let bound): "\(figure.name) \(bound.text)"
    case .fact(let fact): fact.name
    case .all(let conditions): conditions.map(\.text).joined(separator: " and ")
    case .any(let conditions): conditions.map(\.text).joined(separator: " or ")
    }
  }

  /// The figures and facts it reads, in words, each once.
  public func describe(_ figures: ClaimFigures) -> [String] {
    switch self {
    case .test(let figure, _): [figure.describe(figures)]
    case .fact(let fact): [fact.describe(figures)]
    case .all(let conditions), .any(let conditions):
      conditions.flatMap { $0.describe(figures) }.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
    }
  }

  /// The parts of an `any` (or the condition itself) that hold: what to name in a reason.
  public func holding(_ figures: ClaimFigures) -> [String] {
    if case .any(let conditions) = self {
      conditions.filter { $0.holds(figures) }.map(\.text)
    } else {
      [text]
    }
  }
}
