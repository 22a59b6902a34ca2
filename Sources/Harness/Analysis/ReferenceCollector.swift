import SwiftSyntax

/// Collects the capitalized type and value names a declaration refers to.
final class ReferenceCollector: SyntaxVisitor {
  private(set) var names = Set<String>()

  static func names(in node: some SyntaxProtocol) -> [String] {
    let collector = ReferenceCollector(viewMode: .sourceAccurate)
    collector.walk(node)
    return collector.names.sorted()
  }

  private func add(_ name: String) {
    if let first = name.unicodeScalars.first, first.properties.isUppercase { names.insert(name) }
  }

  override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
    add(node.name.text)
    return .visitChildren
  }

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    add(node.baseName.text)
    return .visitChildren
  }
}
