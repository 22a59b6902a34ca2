/// The file-level types of an analysed tree with their declarations and extensions merged,
/// and the indexes the role classifier asks: who inherits what, who holds whom, who
/// makes whom, who refers to whom.
struct TypeGraph {
  /// One file-level type: its declaration's facts merged with its extensions'.
  struct Node {
    var name: String
    var kind: DeclarationKind
    var file: String
    var line: Int
    var codeLines: Int
    var inherits: Set<String> = []
    var attributes: Set<String> = []
    var properties: [PropertyFact] = []
    var constructs: Set<String> = []
    var calls: Set<String> = []
    var references: Set<String> = []
    var holdsOnlyTypes = false
    var caseCount = 0
    var functionCount = 0

    /// Stored instance properties (not static, not computed).
    var stored: [PropertyFact] { properties.filter { !$0.isStatic && !$0.isComputed } }
  }

  /// The declared types, by name.
  private(set) var nodes: [String: Node] = [:]
  /// Every type name declared anywhere in the tree, nested ones included, with its file-level owner.
  private(set) var owners: [String: String] = [:]
  /// Extensions of types not declared in the tree, by the extended name as written.
  private(set) var externalExtensions: [String: Node] = [:]
  /// For each protocol (declared or not), the declared types conforming to it.
  private(set) var conformers: [String: Set<String>] = [:]

  init(files: [FileFacts]) {
    for file in files {
      for declared in file.types + file.protocols where owners[declared.name] == nil {
        owners[declared.name] = declared.owner
      }
      for fact in file.typeFacts where fact.kind != .extension {
        var node =
          nodes[fact.name]
          ?? Node(name: fact.name, kind: fact.kind, file: file.path, line: fact.line, codeLines: 0)
        node.merge(fact)
        node.holdsOnlyTypes = fact.holdsOnlyTypes
        node.caseCount += fact.caseCount
        nodes[fact.name] = node
      }
    }
    for file in files {
      for fact in file.typeFacts where fact.kind == .extension {
        if let name = resolve(fact.name) {
          nodes[name]?.merge(fact)
        } else {
          var node =
            externalExtensions[fact.name]
            ?? Node(name: fact.name, kind: .extension, file: file.path, line: fact.line, codeLines: 0)
          node.merge(fact)
          externalExtensions[fact.name] = node
        }
      }
      for declaration in file.declarations {
        guard let key = declaration.key, let name = resolve(key) else { continue }
        nodes[name]?.references.formUnion(declaration.references)
      }
    }
    for node in nodes.values {
      for protocolName in node.inherits { conformers[protocolName, default: []].insert(node.name) }
    }
  }

  /// The declared file-level type a written key stands for: `ContactListFeature.State` → `ContactListFeature`,
  /// `UIKit.UIViewController` → `nil` when the tree does not declare it.
  func resolve(_ key: String) -> String? {
    let components = key.split(separator: ".").map { TypeName.base(String($0)) }
    if let first = components.first, let owner = owners[first], nodes[owner] != nil { return owner }
    if let last = components.last, let owner = owners[last], nodes[owner] != nil { return owner }
    return nil
  }

  /// The declared file-level type owning `name` (a nested type's outer type), if declared.
  func owner(of name: String) -> String? { owners[name].flatMap { nodes[$0] != nil ? $0 : nil } }

  /// `name` and every protocol or class it inherits from, transitively through declared types.
  func ancestry(of name: String) -> Set<String> {
    var seen: Set<String> = []
    var queue = [name]
    while let next = queue.popLast() {
      guard seen.insert(next).inserted else { continue }
      queue += nodes[next]?.inherits ?? []
    }
    return seen
  }

  /// The declared types that inherit from or conform to `name`, directly or through declared types.
  func descendants(of name: String) -> Set<String> {
    var found: Set<String> = []
    var queue = [name]
    while let next = queue.popLast() {
      for conformer in conformers[next] ?? [] where found.insert(conformer).inserted {
        queue.append(conformer)
      }
    }
    return found
  }
}

extension TypeGraph.Node {
  fileprivate mutating func merge(_ fact: TypeFacts) {
    inherits.formUnion(fact.inherits)
    attributes.formUnion(fact.attributes)
    properties += fact.properties
    constructs.formUnion(fact.constructs)
    calls.formUnion(fact.calls)
    functionCount += fact.functionCount
    codeLines += fact.codeLines
  }
}
