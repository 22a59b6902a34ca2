import SwiftParser
import SwiftSyntax

/// Parses one Swift file with swift-syntax and measures it.
public enum SourceAnalyzer {
  /// Measures `text`, reported under `path`.
  public static func analyze(path: String, text: String) -> FileMetrics {
    let bytes = Array(text.utf8)
    let tree = Parser.parse(source: text)
    let lines = LineClassifier(tree: tree, text: bytes)
    let converter = SourceLocationConverter(fileName: path, tree: tree)
    let collector = DeclarationCollector(converter: converter, lines: lines)
    collector.walk(tree)

    let mainRole = collector.topLevel.first?.role ?? .other
    var claimed = Set<Int>()
    var linesByRole: [Role: LineCounts] = [:]
    for declaration in collector.topLevel {
      for line in declaration.lines where !claimed.contains(line) {
        claimed.insert(line)
        linesByRole[declaration.role, default: LineCounts()] =
          linesByRole[declaration.role, default: LineCounts()] + lines.counts(lines: line...line)
      }
    }
    let allLines = lines.counts()
    if allLines.total > claimed.count {
      var rest = LineCounts()
      for line in 1...max(allLines.total, 1) where !claimed.contains(line) {
        rest = rest + lines.counts(lines: line...line)
      }
      linesByRole[mainRole, default: LineCounts()] = linesByRole[mainRole, default: LineCounts()] + rest
    }
    var references: [Role: [String]] = [:]
    for declaration in collector.topLevel {
      references[declaration.role, default: []] += declaration.references
    }
    return FileMetrics(
      path: path, lines: allLines, linesByRole: linesByRole.filter { $0.value.total > 0 },
      types: collector.types, protocols: collector.protocols, functions: collector.functions,
      imports: collector.imports, referencesByRole: references.mapValues { Array(Set($0)).sorted() },
      testCount: collector.testCount)
  }
}

extension SourceAnalyzer {
  /// The roles of the top-level declarations holding `offsets` (0-based line
  /// numbers of `text`); a line outside every declaration counts for the
  /// file's main role.
  public static func roles(text: String, lines offsets: [Int]) -> Set<Role> {
    guard !offsets.isEmpty else { return [] }
    let tree = Parser.parse(source: text)
    let lines = LineClassifier(tree: tree, text: Array(text.utf8))
    let collector = DeclarationCollector(
      converter: SourceLocationConverter(fileName: "", tree: tree), lines: lines)
    collector.walk(tree)
    let mainRole = collector.topLevel.first?.role ?? .other
    return Set(
      offsets.map { offset in
        collector.topLevel.first { $0.lines.contains(offset + 1) }?.role ?? mainRole
      })
  }
}

/// Walks a file, collecting its declarations, functions and references.
final class DeclarationCollector: SyntaxVisitor {
  struct TopLevel {
    var role: Role
    var lines: ClosedRange<Int>
    var references: [String]
  }

  let converter: SourceLocationConverter
  let lineKinds: LineClassifier
  private(set) var topLevel: [TopLevel] = []
  private(set) var types: [DeclaredType] = []
  private(set) var protocols: [DeclaredType] = []
  private(set) var functions: [FunctionMetrics] = []
  private(set) var imports: [String] = []
  private(set) var testCount = 0
  private var typeStack: [(name: String, role: Role)] = []

  init(converter: SourceLocationConverter, lines: LineClassifier) {
    self.converter = converter
    self.lineKinds = lines
    super.init(viewMode: .sourceAccurate)
  }

  private func line(_ position: AbsolutePosition) -> Int { converter.location(for: position).line }

  /// The lines of `node`, from its first doc comment to its last token.
  private func lineRange(of node: some SyntaxProtocol) -> ClosedRange<Int> {
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

  private func codeLines(of node: some SyntaxProtocol) -> Int {
    let range = line(node.positionAfterSkippingLeadingTrivia)...line(node.endPositionBeforeTrailingTrivia)
    return lineKinds.counts(lines: range).code
  }

  private func enterType(_ name: String, kind: String, node: some SyntaxProtocol, declares: Bool) {
    let role = Role(typeName: name)
    if declares {
      let type = DeclaredType(name: name, kind: kind, role: role, codeLines: codeLines(of: node))
      if kind == "protocol" { protocols.append(type) } else { types.append(type) }
    }
    if typeStack.isEmpty {
      topLevel.append(
        TopLevel(role: role, lines: lineRange(of: node), references: ReferenceCollector.names(in: node)))
    }
    typeStack.append((name, typeStack.last?.role ?? role))
  }

  override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
    imports.append(node.path.map(\.name.text).joined(separator: "."))
    return .skipChildren
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(node.name.text, kind: "class", node: node, declares: true)
    return .visitChildren
  }
  override func visitPost(_ node: ClassDeclSyntax) { typeStack.removeLast() }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(node.name.text, kind: "struct", node: node, declares: true)
    return .visitChildren
  }
  override func visitPost(_ node: StructDeclSyntax) { typeStack.removeLast() }

  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(node.name.text, kind: "enum", node: node, declares: true)
    return .visitChildren
  }
  override func visitPost(_ node: EnumDeclSyntax) { typeStack.removeLast() }

  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(node.name.text, kind: "actor", node: node, declares: true)
    return .visitChildren
  }
  override func visitPost(_ node: ActorDeclSyntax) { typeStack.removeLast() }

  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(node.name.text, kind: "protocol", node: node, declares: true)
    return .visitChildren
  }
  override func visitPost(_ node: ProtocolDeclSyntax) { typeStack.removeLast() }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(node.extendedType.trimmedDescription, kind: "extension", node: node, declares: false)
    return .visitChildren
  }
  override func visitPost(_ node: ExtensionDeclSyntax) { typeStack.removeLast() }

  private func addFunction(_ name: String, node: some SyntaxProtocol, body: (some SyntaxProtocol)?) {
    guard let body else { return }
    let owner = typeStack.last
    functions.append(
      FunctionMetrics(
        name: owner.map { "\($0.name).\(name)" } ?? name, role: owner?.role ?? .other,
        complexity: ComplexityCounter.complexity(of: body),
        line: line(node.positionAfterSkippingLeadingTrivia)))
    if typeStack.isEmpty {
      topLevel.append(
        TopLevel(role: .other, lines: lineRange(of: node), references: ReferenceCollector.names(in: node)))
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
    addFunction("subscript", node: node, body: node.accessorBlock)
    return .visitChildren
  }

  override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
    if let accessors = node.accessorBlock {
      addFunction(node.pattern.trimmedDescription, node: node, body: accessors)
    }
    return .visitChildren
  }
}

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
