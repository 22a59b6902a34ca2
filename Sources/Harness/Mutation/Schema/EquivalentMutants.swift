import SwiftSyntax

/// The declared rule by which a mutant cannot change what the program does (rule E,
/// `Docs/Claims.md`, "Definitions every rule uses"): such a mutant is listed with its clause,
/// never run, and left out of every score, so that a suite is not blamed for missing a
/// change no test could see.
///
/// Only a boundary change (`<` ↔ `<=`, `>` ↔ `>=`) can be equivalent, and only where its two
/// sides cannot be equal when it runs:
///
/// - **E1, identifiers:** both sides are identifiers (a name `id` or ending in `ID`, read from
///   two different values: `lhs.id < rhs.id`), or tuples whose last elements are. Stored
///   identifiers are unique, so the two sides are equal only for a value compared with itself,
///   which no sort, search or insertion does.
/// - **E2, guarded by their inequality:** the comparison is the branch a ternary takes when
///   the same two sides differ (`a != b ? a < b : …`).
public enum EquivalentMutants {
  /// The clause by which replacing `original` with `replacement` in `node` cannot change what
  /// the program does, or `nil` when it may.
  public static func clause(
    of node: InfixOperatorExprSyntax, replacing original: String, with replacement: String
  )
    -> String?
  {
    let boundaries: Set<[String]> = [["<", "<="], ["<=", "<"], [">", ">="], [">=", ">"]]
    guard boundaries.contains([original, replacement]) else { return nil }
    if areDistinctIdentifiers(node.leftOperand, node.rightOperand) {
      return "E1: both sides are identifiers of two values, equal only for a value compared with itself"
    }
    if isGuardedByInequality(node) {
      return "E2: it runs only where its two sides differ (the branch of `!=` taken)"
    }
    return nil
  }

  /// Whether `left` and `right` are identifiers read from two different values, or tuples
  /// ending in such identifiers.
  static func areDistinctIdentifiers(_ left: ExprSyntax, _ right: ExprSyntax) -> Bool {
    if let left = left.as(TupleExprSyntax.self), let right = right.as(TupleExprSyntax.self) {
      guard left.elements.count == right.elements.count, left.elements.count > 1,
        let lastLeft = left.elements.last?.expression, let lastRight = right.elements.last?.expression
      else { return false }
      return areDistinctIdentifiers(lastLeft, lastRight)
    }
    guard let left = left.as(MemberAccessExprSyntax.self), let right = right.as(MemberAccessExprSyntax.self),
      isIdentifier(left.declName.baseName.text), left.declName.baseName.text == right.declName.baseName.text,
      let leftBase = left.base, let rightBase = right.base
    else { return false }
    return leftBase.trimmedDescription != rightBase.trimmedDescription
  }

  /// Whether `name` names an identifier: `id`, or ending in `ID`.
  static func isIdentifier(_ name: String) -> Bool { name == "id" || name.hasSuffix("ID") }

  /// Whether `node` is the branch a ternary takes when the comparison's own two sides differ:
  /// `a != b ? a < b : …`.
  static func isGuardedByInequality(_ node: InfixOperatorExprSyntax) -> Bool {
    guard let ternary = node.parent?.as(TernaryExprSyntax.self),
      ternary.thenExpression.id == ExprSyntax(node).id,
      let condition = ternary.condition.as(InfixOperatorExprSyntax.self),
      condition.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "!="
    else { return false }
    let sides = [node.leftOperand.trimmedDescription, node.rightOperand.trimmedDescription]
    let tested = [condition.leftOperand.trimmedDescription, condition.rightOperand.trimmedDescription]
    return Set(sides) == Set(tested) && sides[0] != sides[1]
  }
}
