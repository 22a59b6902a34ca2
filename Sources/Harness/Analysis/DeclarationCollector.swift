import SwiftSyntax

/// Walks a file, collecting its declarations, functions and references.
final class DeclarationCollector: SyntaxVisitor {
  /// A declaration at file level: a type, an extension or a free function.
  struct TopLevel {
    var role: Role
    /// The type it declares or extends, as written; `nil` for a free function.
    var key: String?
    /// From its first leading comment to its last token: what the size counts for its role.
    var lines: ClosedRange<Int>
    /// From the comment block attached to it (no blank line between) to its
    /// last token: the lines a change is credited to it for.
    var ownLines: ClosedRange<Int>
    var references: [String]

    init(role: Role, key: String?, node: some SyntaxProtocol, collector: DeclarationCollector) {
      self.role = role
      self.key = key
      lines = collector.lineRange(of: node)
      ownLines = collector.ownLineRange(of: node)
      references = ReferenceCollector.names(in: node)
    }
  }

  let converter: SourceLocationConverter
  let lineKinds: LineClassifier
  private(set) var topLevel: [TopLevel] = []
  private(set) var types: [DeclaredType] = []
  private(set) var protocols: [DeclaredType] = []
  private(set) var functions: [FunctionMetrics] = []
  private(set) var imports: [String] = []
  private(set) var testCount = 0
  private(set) var spans: [FunctionSpan] = []
  /// The file-level type each of ``types``, ``protocols`` and ``functions`` belongs to, in the same order
  /// (`nil` for a free function).
  private(set) var typeOwners: [String] = []
  private(set) var protocolOwners: [String] = []
  private(set) var functionOwners: [String?] = []
  private var typeStack: [(name: String, role: Role)] = []

  init(converter: SourceLocationConverter, lines: LineClassifier) {
    self.converter = converter
    self.lineKinds = lines
    super.init(viewMode: .sourceAccurate)
  }

  private func line(_ position: AbsolutePosition) -> Int { converter.location(for: position).line }

  /// The role of the first top-level declaration whose lines, leading comments included, hold `line` (1-based).
  func role(ofLine line: Int) -> Role? {
    topLevel.first { $0.lines.contains(line) }?.role
  }

  /// The role of the top-level declaration that owns `line` (1-based): its
  /// attached doc comment and its body, not a file-level comment above it.
  func owner(ofLine line: Int) -> Role? {
    topLevel.first { $0.ownLines.contains(line) }?.role
  }

  /// The lines of `node`, from its first leading comment to its last token.
  fileprivate func lineRange(of node: some SyntaxProtocol) -> ClosedRange<Int> {
    var start = node.positionAfterSkippingLeadingTrivia
    var offset = node.position
    for piece in node.leadingTrivia {
      if piece.isComment {
        start = offset
        break
      }
      offset = offset.advanced(by: piece.sourceLength.utf8Length)
    }
    return line(start)...line(node.endPositionBeforeTrailingTrivia)
  }

  /// The lines of `node`, from the comment block right above it (a blank
  /// line ends a block) to its last token.
  fileprivate func ownLineRange(of node: some SyntaxProtocol) -> ClosedRange<Int> {
    var start: AbsolutePosition?
    var offset = node.position
    var breaks = 0
    for piece in node.leadingTrivia {
      switch piece {
      case .newlines(let count), .carriageReturns(let count), .carriageReturnLineFeeds(let count):
        breaks += count
      case .spaces, .tabs: break
      default:
        if piece.isComment {
          if start == nil || breaks >= 2 { start = offset }
          breaks = 0
        }
      }
      offset = offset.advanced(by: piece.sourceLength.utf8Length)
    }
    let first = breaks >= 2 ? nil : start
    return line(first ?? node.positionAfterSkippingLeadingTrivia)...line(node.endPositionBeforeTrailingTrivia)
  }

  private func codeLines(of node: some SyntaxProtocol) -> Int {
    let range = line(node.positionAfterSkippingLeadingTrivia)...line(node.endPositionBeforeTrailingTrivia)
    return lineKinds.counts(lines: range).code
  }

  private func enterType(_ name: String, kind: DeclarationKind, node: some SyntaxProtocol) {
    let role = typeStack.last?.role ?? Role(typeName: name)
    let owner = typeStack.first?.name ?? name
    if kind != .extension {
      let type = DeclaredType(name: name, kind: kind, role: role, codeLines: codeLines(of: node))
      if kind == .protocol {
        protocols.append(type)
        protocolOwners.append(owner)
      } else {
        types.append(type)
        typeOwners.append(owner)
      }
    }
    if typeStack.isEmpty {
      topLevel.append(TopLevel(role: role, key: name, node: node, collector: self))
    }
    typeStack.append((name, role))
  }

  override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
    imports.append(node.path.map(\.name.text).joined(separator: "."))
    return .skipChildren
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(node.name.text, kind: .class, node: node)
    return .visitChildren
  }
  override func visitPost(_ node: ClassDeclSyntax) { typeStack.removeLast() }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(node.name.text, kind: .struct, node: node)
    return .visitChildren
  }
  override func visitPost(_ node: StructDeclSyntax) { typeStack.removeLast() }

  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(node.name.text, kind: .enum, node: node)
    return .visitChildren
  }
  override func visitPost(_ node: EnumDeclSyntax) { typeStack.removeLast() }

  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(node.name.text, kind: .actor, node: node)
    return .visitChildren
  }
  override func visitPost(_ node: ActorDeclSyntax) { typeStack.removeLast() }

  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(node.name.text, kind: .protocol, node: node)
    return .visitChildren
  }
  override func visitPost(_ node: ProtocolDeclSyntax) { typeStack.removeLast() }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(node.extendedType.trimmedDescription, kind: .extension, node: node)
    return .visitChildren
  }
  override func visitPost(_ node: ExtensionDeclSyntax) { typeStack.removeLast() }

  private func addFunction(_ name: String, node: some SyntaxProtocol, body: (some SyntaxProtocol)?) {
    guard let body else { return }
    let owner = typeStack.last
    let qualified = owner.map { "\($0.name).\(name)" } ?? name
    let first = line(node.positionAfterSkippingLeadingTrivia)
    functions.append(
      FunctionMetrics(
        name: qualified, role: owner?.role ?? .other, complexity: ComplexityCounter.complexity(of: body),
        line: first))
    functionOwners.append(typeStack.first?.name)
    spans.append(
      FunctionSpan(
        name: qualified, line: first, lineCount: line(node.endPositionBeforeTrailingTrivia) - first + 1))
    if typeStack.isEmpty {
      topLevel.append(TopLevel(role: .other, key: nil, node: node, collector: self))
    }
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    addFunction(node.name.text, node: node, body: node.body)
    if node.attributes.contains(where: {
      $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Test"
    }) {
      testCount += 1
    }
    return .visitChildren
  }

  override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
    addFunction("init", node: node, body: node.body)
    return .visitChildren
  }

  override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind {
    addFunction("deinit", node: node, body: node.body)
    return .visitChildren
  }

  override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind {
    addFunction("subscript", node: node, body: node.accessorBlock.flatMap(withCode))
    return .visitChildren
  }

  override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
    if let accessors = node.accessorBlock.flatMap(withCode) {
      addFunction(node.pattern.trimmedDescription, node: node, body: accessors)
    }
    return .visitChildren
  }

  /// `block` when it holds code (a getter's body, or an accessor with a body);
  /// `nil` for a protocol's requirement (`{ get }`, `{ get set }`), which is no function.
  private func withCode(_ block: AccessorBlockSyntax) -> AccessorBlockSyntax? {
    switch block.accessors {
    case .getter: block
    case .accessors(let list): list.contains { $0.body != nil } ? block : nil
    }
  }
}
