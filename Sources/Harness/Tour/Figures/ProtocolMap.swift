import SwiftParser
import SwiftSyntax

/// The protocols one module declares, what each requires, and which of the
/// module's types conform to them: what ``TourFigures`` counts boundaries with.
public struct ProtocolMap: Sendable, Equatable {
  /// Requirement names (`didTapDone`, `init`, a property's name) per protocol.
  public var requirements: [String: Set<String>] = [:]
  /// Protocol names each type lists in its inheritance clause or its extensions'.
  public var conformances: [String: Set<String>] = [:]

  /// Creates an empty map.
  public init() {}

  /// Reads the declarations of every file in `texts`.
  public init(texts: [String]) {
    for text in texts {
      let collector = ConformanceCollector(viewMode: .sourceAccurate)
      collector.walk(Parser.parse(source: text))
      requirements.merge(collector.requirements) { $0.union($1) }
      conformances.merge(collector.conformances) { $0.union($1) }
    }
  }

  /// The boundaries crossed when `functions` (`Type.name`) ran, written
  /// `Protocol → Type`: a module protocol and a type conforming to it, when a
  /// function of that type ran and one of the protocol's requirements ran in
  /// the type itself, in a type it inherits from (a superclass's extension),
  /// or in an extension of the protocol.
  public func crossings(of functions: Set<String>) -> Set<String> {
    var ran: [String: Set<String>] = [:]
    for function in functions {
      guard let dot = function.lastIndex(of: ".") else { continue }
      ran[String(function[..<dot]), default: []].insert(String(function[function.index(after: dot)...]))
    }
    var crossed: Set<String> = []
    for (type, inherited) in conformances where ran[type] != nil {
      let protocols = inherited.filter { requirements[$0] != nil }
      let implementers = inherited.union([type])
      for protocolName in protocols {
        let required = requirements[protocolName] ?? []
        if implementers.contains(where: { !(ran[$0] ?? []).isDisjoint(with: required) }) {
          crossed.insert("\(protocolName) → \(type)")
        }
      }
    }
    return crossed
  }
}

/// Collects protocol requirements and conformances from one parse.
private final class ConformanceCollector: SyntaxAnyVisitor {
  var requirements: [String: Set<String>] = [:]
  var conformances: [String: Set<String>] = [:]

  override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
    if let declaration = node.as(ProtocolDeclSyntax.self) {
      requirements[declaration.name.text, default: []].formUnion(Self.requirementNames(of: declaration))
      return .skipChildren
    }
    if let group = node.asProtocol(DeclGroupSyntax.self), let clause = group.inheritanceClause,
      let type = node.as(ExtensionDeclSyntax.self)?.extendedType.trimmedDescription
        ?? node.asProtocol(NamedDeclSyntax.self)?.name.text
    {
      conformances[type, default: []].formUnion(clause.inheritedTypes.map { $0.type.trimmedDescription })
    }
    return .visitChildren
  }

  private static func requirementNames(of declaration: ProtocolDeclSyntax) -> Set<String> {
    var names: Set<String> = []
    for member in declaration.memberBlock.members {
      if let function = member.decl.as(FunctionDeclSyntax.self) {
        names.insert(function.name.text)
      } else if member.decl.is(InitializerDeclSyntax.self) {
        names.insert("init")
      } else if let variable = member.decl.as(VariableDeclSyntax.self) {
        for binding in variable.bindings { names.insert(binding.pattern.trimmedDescription) }
      }
    }
    return names
  }
}
