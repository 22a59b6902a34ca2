/// One figure of architecture A compared with the same figure of B, the claim
/// saying which way A stands, with the margin its kind declares.
public struct Comparison: Sendable {
  /// A's figure.
  public var a: ClaimFigure
  /// B's figure.
  public var b: ClaimFigure
  /// The kind of figure, which sets the margin.
  public var kind: FigureKind
  /// Where the claim puts A against B.
  public var claimed: Direction

  /// Creates a comparison.
  public init(_ a: ClaimFigure, _ claimed: Direction, than b: ClaimFigure, as kind: FigureKind) {
    self.a = a
    self.b = b
    self.kind = kind
    self.claimed = claimed
  }

  /// What one comparison found.
  public struct Finding: Sendable, Equatable {
    /// For the claim, against it or within the margin.
    public var leaning: Leaning
    /// The two values and where they stand, in words.
    public var text: String
  }

  /// The comparison on `figures`, or the names of the figures missing.
  public func find(_ figures: ClaimFigures) -> Result<Finding, MissingFigures> {
    let (x, y) = (a.read(figures), b.read(figures))
    let missing = x.missing + y.missing.filter { !x.missing.contains($0) }
    guard missing.isEmpty else { return .failure(MissingFigures(names: missing)) }
    let values = "\(a.name) \(describe(x)) against \(b.name) \(describe(y))"
    guard let av = x.value, let bv = y.value else {
      return .success(Finding(leaning: .withinMargin, text: "\(values): no comparison"))
    }
    let found = kind.compare(av, bv)
    let leaning: Leaning = found == nil ? .withinMargin : found == claimed ? .forClaim : .against
    let standing = found.map { "\($0.word) beyond the margin" } ?? "within the margin (\(kind.margin))"
    return .success(
      Finding(leaning: leaning, text: "\(values): \(kind.gap(av, bv)), \(standing) — \(leaning.words)"))
  }

  private func describe(_ measured: Measured) -> String {
    switch measured {
    case .value(let value): a.unit.format(value)
    case .missing: "not measured"
    case .undefined(let why): "none (\(why))"
    }
  }
}
