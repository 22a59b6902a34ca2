/// A named figure the rules read from ``ClaimFigures``: a measured value, or one
/// computed from measured values (a share, a ratio, a sum).
public struct ClaimFigure: Sendable {
  /// What it is, in words: `MVC view-controller code lines`.
  public var name: String
  /// How its value is written.
  public var unit: FigureUnit
  /// Reads it.
  public var read: @Sendable (ClaimFigures) -> Measured

  /// Creates a figure.
  public init(_ name: String, unit: FigureUnit, read: @escaping @Sendable (ClaimFigures) -> Measured) {
    self.name = name
    self.unit = unit
    self.read = read
  }

  /// `name: value`, or what keeps it from having one.
  public func describe(_ figures: ClaimFigures) -> String {
    switch read(figures) {
    case .value(let value): "\(name): \(unit.format(value))"
    case .missing(let names): "\(name): not measured (\(names.joined(separator: ", ")))"
    case .undefined(let why): "\(name): none (\(why))"
    }
  }

  /// `self ÷ other`; when `other` is 0, undefined.
  public func over(_ other: ClaimFigure, named name: String) -> ClaimFigure {
    let (a, b) = (self, other)
    return ClaimFigure(name, unit: .ratio) { figures in
      a.read(figures).with(b.read(figures)) { x, y in
        y == 0 ? .undefined("\(b.name) is 0") : .value(x / y)
      }
    }
  }

  /// `self − other`, in the unit of `self` (in points for percentages).
  public func minus(_ other: ClaimFigure, named name: String) -> ClaimFigure {
    let (a, b) = (self, other)
    return ClaimFigure(name, unit: a.unit == .percent ? .points : a.unit) { figures in
      a.read(figures).with(b.read(figures)) { .value($0 - $1) }
    }
  }
}
