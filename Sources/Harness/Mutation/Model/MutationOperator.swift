/// A kind of change the mutation engine makes, named after its PIT or Stryker
/// counterpart (see the README for the correspondence).
public enum MutationOperator: String, CaseIterable, Codable, CodingKeyRepresentable, Sendable, Comparable {
  /// `<` ↔ `<=`, `>=`; `>` ↔ `>=`, `<=`; `==` ↔ `!=`; `===` ↔ `!==` (Stryker's EqualityOperator,
  /// PIT's conditionals boundary and negate conditionals).
  case relationalOperator
  /// `&&` ↔ `||` (Stryker's LogicalOperator).
  case logicalOperator
  /// `true` ↔ `false` (Stryker's BooleanLiteral, PIT's true/false returns).
  case booleanLiteral
  /// An `if`, `guard` or `while` condition that is a plain Boolean expression, negated
  /// (PIT's remove conditionals, Stryker's ConditionalExpression, in their negating form).
  case negatedCondition
  /// A call whose result is unused, removed (PIT's void method calls, muter's remove side effects).
  case removedCall
  /// `c ? a : b` → `c ? b : a` (ternary branch swap).
  case ternarySwap
  /// An integer literal plus or minus one, two mutants (PIT's inline constants).
  case integerLiteral

  /// A readable name: `relational operator replacement`.
  public var title: String {
    switch self {
    case .relationalOperator: "relational operator replacement"
    case .logicalOperator: "logical operator replacement"
    case .booleanLiteral: "boolean literal flip"
    case .negatedCondition: "negated condition"
    case .removedCall: "removed call statement"
    case .ternarySwap: "ternary branch swap"
    case .integerLiteral: "integer literal ±1"
    }
  }

  public static func < (lhs: MutationOperator, rhs: MutationOperator) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}
