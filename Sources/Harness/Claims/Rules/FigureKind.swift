import HarnessSupport

/// The kinds of figure `Docs/Claims.md` compares between two architectures, each with its declared margin.
public enum FigureKind: Sendable, Equatable {
  /// Sizes and counts (code lines, files, types, protocols, lines changed, test lines per case,
  /// coupling counts): lower when A/B < 0.90, higher when A/B > 1.10.
  case size
  /// Shares of code lines, in percent: lower when A − B < −10 points, higher when > +10.
  case share
  /// Coverage or mutation score, in percent: lower when A − B < −5 points, higher when > +5.
  case score
  /// Mean cyclomatic complexity: lower when A/B < 0.90, higher when A/B > 1.10.
  case meanComplexity
  /// 90th-percentile cyclomatic complexity, an integer: lower when A ≤ B − 1, higher when A ≥ B + 1.
  case p90Complexity
  /// Case-book cases run: lower when A < B, higher when A > B.
  case casesRun

  /// Where `a` stands against `b`: `.lower`, `.higher`, or `nil` within the margin (the
  /// declared margin at ``MarginScale``'s factor; the integer margins do not scale).
  public func compare(_ a: Double, _ b: Double) -> Direction? {
    switch self {
    case .size, .meanComplexity: Self.byRatio(a, b, margin: MarginScale.scaled(0.10))
    case .share: Self.byPoints(a, b, margin: MarginScale.scaled(10))
    case .score: Self.byPoints(a, b, margin: MarginScale.scaled(5))
    case .p90Complexity: a <= b - 1 ? .lower : a >= b + 1 ? .higher : nil
    case .casesRun: a < b ? .lower : a > b ? .higher : nil
    }
  }

  /// Lower when a/b < 1 − margin, higher when a/b > 1 + margin; when b is 0, a = 0 is within, a > 0 higher.
  static func byRatio(_ a: Double, _ b: Double, margin: Double) -> Direction? {
    guard b != 0 else { return a > 0 ? .higher : nil }
    let ratio = a / b
    return ratio < 1 - margin ? .lower : ratio > 1 + margin ? .higher : nil
  }

  /// Lower when a − b < −margin, higher when a − b > margin.
  static func byPoints(_ a: Double, _ b: Double, margin: Double) -> Direction? {
    a - b < -margin ? .lower : a - b > margin ? .higher : nil
  }

  /// How the two values are set side by side: their ratio or their difference in points.
  public func gap(_ a: Double, _ b: Double) -> String {
    switch self {
    case .size, .meanComplexity: b == 0 ? "B is 0" : "ratio \(Format.f2(a / b))"
    case .share, .score: "difference \(a - b >= 0 ? "+" : "")\(Format.f1(a - b)) points"
    case .p90Complexity, .casesRun: "difference \(a - b >= 0 ? "+" : "")\(Format.f0(a - b))"
    }
  }

  /// The margin in words.
  public var margin: String {
    switch self {
    case .size, .meanComplexity: "a ratio beyond 0.90–1.10"
    case .share: "more than 10 points"
    case .score: "more than 5 points"
    case .p90Complexity: "at least 1"
    case .casesRun: "any difference"
    }
  }
}
