import SwiftSyntax

/// Collects the structural facts of a file's top-level types and extensions
/// (``TypeFacts``), and the lines swift-syntax could not parse.
final class FactCollector: SyntaxVisitor {
  private let converter: SourceLocationConverter
  private let lineKinds: LineClassifier
  private(set) var facts: [TypeFacts] = []

  init(converter: SourceLocationConverter, lines: LineClassifier) {
    self.converter = converter
    self.lineKinds = lines
    super.init(viewMode: .sourceAccurate)
  }

  /// The 1-based lines holding a token the parser had to invent or text it could not place.
  static func unparsedLines(in tree: SourceFileSyntax, converter: SourceLocationConverter) -> [Int] {
    guard tree.hasError else { return [] }
    let finder = ErrorFinder(viewMode: .all)
    finder.walk(tree)
    return Set(finder.positions.map { converter.location(for: $0).line }).sorted()
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    add(node, name: node.name.text, kind: .class, inheritance: node.inheritanceClause, node.attributes)
  }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    add(node, name: node.name.text, kind: .struct, inheritance: node.inheritanceClause, node.attributes)
  }

  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    add(node, name: node.name.text, kind: .enum, inheritance: node.inheritanceClause, node.attributes)
  }

  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
    add(node, name: node.name.text, kind: .actor, inheritance: node.inheritanceClause, node.attributes)
  }

  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    add(node, name: node.name.text, kind: .protocol, inheritance: node.inheritanceClause, node.attributes)
  }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    add(
      node, name: node.extendedType.trimmedDescription, kind: .extension, inheritance: node.inheritanceClause,
      node.attributes)
  }

  /// Functions at file level hold no type: their bodies are not searched for types.
  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

  private func add(
    _ node: some DeclGroupSyntax, name: String, kind: DeclarationKind, inheritance: InheritanceClauseSyntax?,
    _ attributes: AttributeListSyntax
  ) -> SyntaxVisitorContinueKind {
    let body = BodyCollector(viewMode: .sourceAccurate)
    body.walk(node)
    var fact = TypeFacts(
      name: name, kind: kind,
      inherits: inheritance?.inheritedTypes.flatMap { TypeName.components(of: $0.type) } ?? [],
      attributes: Self.names(of: attributes), constructs: body.constructs.sorted(), calls: body.calls.sorted()
    )
    var onlyTypes = !node.memberBlock.members.isEmpty
    for member in node.memberBlock.members {
      let decl = member.decl
      if let variable = decl.as(VariableDeclSyntax.self) {
        fact.properties += Self.properties(of: variable)
        if variable.bindings.contains(where: { $0.accessorBlock != nil }) { fact.functionCount += 1 }
      } else if decl.is(FunctionDeclSyntax.self) || decl.is(InitializerDeclSyntax.self)
        || decl.is(SubscriptDeclSyntax.self) || decl.is(DeinitializerDeclSyntax.self)
      {
        fact.functionCount += 1
      } else if let cases = decl.as(EnumCaseDeclSyntax.self) {
        fact.caseCount += cases.elements.count
      }
      let isType =
        decl.is(StructDeclSyntax.self) || decl.is(EnumDeclSyntax.self) || decl.is(ClassDeclSyntax.self)
        || decl.is(TypeAliasDeclSyntax.self) || decl.is(ProtocolDeclSyntax.self)
      if !isType { onlyTypes = false }
    }
    fact.holdsOnlyTypes = onlyTypes
    let first = converter.location(for: node.positionAfterSkippingLeadingTrivia).line
    let last = converter.location(for: node.endPositionBeforeTrailingTrivia).line
    fact.line = first
    fact.codeLines = lineKinds.counts(lines: first...last).code
    facts.append(fact)
    return .skipChildren
  }

  static func names(of attributes: AttributeListSyntax) -> [String] {
    attributes.compactMap {
      $0.as(AttributeSyntax.self).map { TypeName.base($0.attributeName.trimmedDescription) }
    }
  }

  static func properties(of variable: VariableDeclSyntax) -> [PropertyFact] {
    let modifiers = Set(variable.modifiers.map(\.name.text))
    var wrappers: [String] = []
    var wrapperArguments: [String] = []
    for case .attribute(let attribute) in variable.attributes {
      wrappers.append(TypeName.base(attribute.attributeName.trimmedDescription))
      if let arguments = attribute.arguments { wrapperArguments += ReferenceCollector.names(in: arguments) }
    }
    return variable.bindings.map { binding in
      let type = binding.typeAnnotation?.type
      var constructed: String?
      if let call = binding.initializer?.value.as(FunctionCallExprSyntax.self) {
        constructed = BodyCollector.constructedName(call)
      }
      let isComputed: Bool =
        switch binding.accessorBlock?.accessors {
        case .getter: true
        case .accessors(let list):
          list.contains { !["willSet", "didSet"].contains($0.accessorSpecifier.text) }
        case nil: false
        }
      return PropertyFact(
        name: binding.pattern.trimmedDescription, typeNames: type.map(TypeName.referenced) ?? [],
        constructed: constructed, isWeak: modifiers.contains("weak") || modifiers.contains("unowned"),
        isStatic: modifiers.contains("static") || modifiers.contains("class"), isComputed: isComputed,
        isClosure: type.map(TypeName.isFunction) ?? false,
        isCollection: type.map(TypeName.isCollection) ?? false,
        wrappers: wrappers, wrapperArguments: wrapperArguments)
    }
  }
}

/// Collects what a type's body makes (initializer calls of capitalized names) and the
/// methods it calls.
private final class BodyCollector: SyntaxVisitor {
  private(set) var constructs = Set<String>()
  private(set) var calls = Set<String>()

  /// `X(…)`, `X<T>(…)`, `X.init(…)` → `X`; anything else → `nil`.
  static func constructedName(_ call: FunctionCallExprSyntax) -> String? {
    var callee = ExprSyntax(call.calledExpression)
    if let access = callee.as(MemberAccessExprSyntax.self), access.declName.baseName.text == "init",
      let base = access.base
    {
      callee = base
    }
    if let generic = callee.as(GenericSpecializationExprSyntax.self) { callee = generic.expression }
    guard let name = callee.as(DeclReferenceExprSyntax.self)?.baseName.text,
      let first = name.unicodeScalars.first, first.properties.isUppercase
    else { return nil }
    return name
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if let name = Self.constructedName(node) {
      constructs.insert(name)
    } else if let access = node.calledExpression.as(MemberAccessExprSyntax.self) {
      calls.insert(access.declName.baseName.text)
    }
    return .visitChildren
  }
}

/// Finds the positions of what the parser could not place or had to invent.
private final class ErrorFinder: SyntaxVisitor {
  private(set) var positions: [AbsolutePosition] = []

  override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
    positions.append(node.positionAfterSkippingLeadingTrivia)
    return .skipChildren
  }

  override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
    if token.presence == .missing { positions.append(token.positionAfterSkippingLeadingTrivia) }
    return .skipChildren
  }
}
