import SwiftSyntax

/// Counts the cyclomatic complexity of one function body: 1, plus one for each
/// `if`, `guard`, `for`, `while`, `repeat`, `case` label (not `default`),
/// `catch`, ternary `?:`, `&&` and `||`. Closures count with the function
/// that holds them; nested functions count on their own.
final class ComplexityCounter: SyntaxVisitor {
  private(set) var complexity = 1

  init() { super.init(viewMode: .sourceAccurate) }

  static func complexity(of node: some SyntaxProtocol) -> Int {
    let counter = ComplexityCounter()
    counter.walk(node)
    return counter.complexity
  }

  override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
    complexity += 1; return .visitChildren
  }
  override func visit(_ node: GuardStmtSyntax) -> SyntaxVisitorContinueKind {
    complexity += 1; return .visitChildren
  }
  override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
    complexity += 1; return .visitChildren
  }
  override func visit(_ node: WhileStmtSyntax) -> SyntaxVisitorContinueKind {
    complexity += 1; return .visitChildren
  }
  override func visit(_ node: RepeatStmtSyntax) -> SyntaxVisitorContinueKind {
    complexity += 1; return .visitChildren
  }
  override func visit(_ node: CatchClauseSyntax) -> SyntaxVisitorContinueKind {
    complexity += 1; return .visitChildren
  }
  override func visit(_ node: TernaryExprSyntax) -> SyntaxVisitorContinueKind {
    complexity += 1; return .visitChildren
  }
  /// Before operator folding, a ternary is an unresolved `? :` in a sequence.
  override func visit(_ node: UnresolvedTernaryExprSyntax) -> SyntaxVisitorContinueKind {
    complexity += 1
    return .visitChildren
  }
  override func visit(_ node: SwitchCaseSyntax) -> SyntaxVisitorContinueKind {
    if case .case = node.label { complexity += 1 }
    return .visitChildren
  }
  override func visit(_ node: BinaryOperatorExprSyntax) -> SyntaxVisitorContinueKind {
    if ["&&", "||"].contains(node.operator.text) { complexity += 1 }
    return .visitChildren
  }
  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
