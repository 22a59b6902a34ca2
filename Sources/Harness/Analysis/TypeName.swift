import SwiftSyntax

/// How the role classifier reads a type as written: `any UIKit.UIViewController?` names
/// `UIViewController`; `[any CoordinatorProtocol]` is a collection of `CoordinatorProtocol`.
enum TypeName {
  /// `Foo` from `Module.Foo<Bar>`, `any Foo`, `Foo?`; the last component of a dotted name.
  static func base(_ written: String) -> String {
    var text = Substring(written)
    for prefix in ["any ", "some ", "@unchecked ", "@preconcurrency "] where text.hasPrefix(prefix) {
      text = text.dropFirst(prefix.count)
    }
    if let angle = text.firstIndex(of: "<") { text = text[..<angle] }
    text = Substring(text.trimmingTrailing("?!"))
    return text.split(separator: ".").last.map(String.init) ?? String(text)
  }

  /// The types one inherited type names: `A & B` gives both; `@unchecked Sendable` gives `Sendable`.
  static func components(of type: TypeSyntax) -> [String] {
    if let composition = type.as(CompositionTypeSyntax.self) {
      return composition.elements.flatMap { components(of: $0.type) }
    }
    if let attributed = type.as(AttributedTypeSyntax.self) { return components(of: attributed.baseType) }
    return [base(type.trimmedDescription)]
  }

  /// The capitalized type names `type` mentions, generic arguments included.
  static func referenced(_ type: TypeSyntax) -> [String] {
    let collector = TypeNameCollector(viewMode: .sourceAccurate)
    collector.walk(type)
    return collector.names
  }

  /// Whether `type` is a function type, optional or attributed (`(@Sendable () -> Void)?`).
  static func isFunction(_ type: TypeSyntax) -> Bool {
    var current = type
    while true {
      if current.is(FunctionTypeSyntax.self) { return true }
      if let attributed = current.as(AttributedTypeSyntax.self) {
        current = attributed.baseType
      } else if let optional = current.as(OptionalTypeSyntax.self) {
        current = optional.wrappedType
      } else if let unwrapped = current.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
        current = unwrapped.wrappedType
      } else if let tuple = current.as(TupleTypeSyntax.self), tuple.elements.count == 1,
        let only = tuple.elements.first
      {
        current = only.type
      } else {
        return false
      }
    }
  }

  /// Whether `type` is an array, a dictionary or a set, optional or not.
  static func isCollection(_ type: TypeSyntax) -> Bool {
    var current = type
    if let optional = current.as(OptionalTypeSyntax.self) { current = optional.wrappedType }
    if current.is(ArrayTypeSyntax.self) || current.is(DictionaryTypeSyntax.self) { return true }
    if let identifier = current.as(IdentifierTypeSyntax.self) {
      return ["Array", "Set", "Dictionary", "OrderedSet", "IdentifiedArray", "IdentifiedArrayOf"].contains(
        identifier.name.text)
    }
    return false
  }
}

/// Collects the capitalized names in a type: identifiers and the members of dotted names.
private final class TypeNameCollector: SyntaxVisitor {
  private(set) var names: [String] = []

  private func add(_ name: String) {
    if let first = name.unicodeScalars.first, first.properties.isUppercase, !names.contains(name) {
      names.append(name)
    }
  }

  override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
    add(node.name.text)
    return .visitChildren
  }

  override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
    add(node.name.text)
    return .visitChildren
  }
}

extension StringProtocol {
  /// The text without the trailing characters found in `characters`.
  fileprivate func trimmingTrailing(_ characters: String) -> SubSequence {
    var end = endIndex
    while end > startIndex, characters.contains(self[index(before: end)]) { end = index(before: end) }
    return self[startIndex..<end]
  }
}
