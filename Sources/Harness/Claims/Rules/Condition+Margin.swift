import HarnessSupport

extension Condition.Bound {
  /// The bound's value.
  var value: Double {
    switch self {
    case .atLeast(let x), .above(let x), .atMost(let x), .below(let x): x
    }
  }

  /// The bound moved by `shift` towards holding less often (a positive shift raises a lower
  /// bound and lowers an upper one; a negative shift does the opposite).
  func stricter(by shift: Double) -> Self {
    switch self {
    case .atLeast(let x): .atLeast(x + shift)
    case .above(let x): .above(x + shift)
    case .atMost(let x): .atMost(x - shift)
    case .below(let x): .below(x - shift)
    }
  }
}

extension Condition {
  /// Every bound of the condition with its figure's name.
  var bounds: [(figure: String, unit: FigureUnit, value: Double)] {
    switch self {
    case .test(let figure, let bound): [(figure.name, figure.unit, bound.value)]
    case .fact: []
    case .all(let conditions), .any(let conditions): conditions.flatMap(\.bounds)
    }
  }

  /// The condition with every bound made stricter (`factor` > 1) or looser (< 1) by
  /// `factor − 1` times its width (`Docs/Claims.md`, "Robustness", `margin`): the width of a
  /// threshold is its distance to the rule's other threshold on the same figure (`≥ 80` and
  /// `< 60`: 20), else its distance to the figure's neutral point (0 for a difference, 1 for
  /// a ratio, 0 for any other value).
  func moved(by factor: Double, others: [(figure: String, unit: FigureUnit, value: Double)]) -> Condition {
    switch self {
    case .test(let figure, let bound):
      let width = Self.width(of: bound.value, figure: figure.name, unit: figure.unit, others: others)
      return .test(figure, bound.stricter(by: (factor - 1) * width))
    case .fact: return self
    case .all(let conditions): return .all(conditions.map { $0.moved(by: factor, others: others) })
    case .any(let conditions): return .any(conditions.map { $0.moved(by: factor, others: others) })
    }
  }

  /// A threshold's width: see ``moved(by:others:)``.
  static func width(
    of value: Double, figure: String, unit: FigureUnit,
    others: [(figure: String, unit: FigureUnit, value: Double)]
  ) -> Double {
    let paired = others.filter { $0.figure == figure }.map { abs($0.value - value) }.filter { $0 > 0 }
    if let nearest = paired.min() { return nearest }
    return abs(value - (unit == .ratio ? 1 : 0))
  }
}
