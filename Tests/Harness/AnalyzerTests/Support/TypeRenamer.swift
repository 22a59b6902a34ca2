import Foundation
import SwiftParser
import SwiftSyntax

/// Copies a module with every type it declares renamed (`ContactListPresenter` → `Q17`)
/// and every file renamed (`F17.swift`), folders kept: no role suffix is left for the
/// classifier to read, only structure. What a module's `Framework/` folder declares keeps
/// its name: it stands in for a library a real app imports (TCA's `Reducer`, `Store`),
/// whose names a real app does not choose either.
enum TypeRenamer {
  /// Writes the renamed copy of `files` (path → text) under `destination`; returns the names given.
  @discardableResult
  static func copy(_ files: [(path: String, text: String)], to destination: URL) throws -> [String: String] {
    var declared = Set<String>()
    var library = Set<String>()
    let trees = files.map { Parser.parse(source: $0.text) }
    for (file, tree) in zip(files, trees) {
      let collector = DeclaredNames(viewMode: .sourceAccurate)
      collector.walk(tree)
      if file.path.split(separator: "/").dropLast().contains("Framework") {
        library.formUnion(collector.names)
      } else {
        declared.formUnion(collector.names)
      }
    }
    declared.subtract(library)
    let names = Dictionary(
      uniqueKeysWithValues: declared.sorted().enumerated().map { ($0.element, "Q\($0.offset + 1)") })
    for (index, file) in files.enumerated() {
      let renamed = Renamer(names).visit(trees[index]).description
      let folder = (file.path as NSString).deletingLastPathComponent
      let isLibrary = file.path.split(separator: "/").dropLast().contains("Framework")
      let name = isLibrary ? (file.path as NSString).lastPathComponent : "F\(index + 1).swift"
      let target = destination.appendingPathComponent(folder).appendingPathComponent(name)
      try FileManager.default.createDirectory(
        at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
      try renamed.write(to: target, atomically: true, encoding: .utf8)
    }
    return names
  }
}

/// The names of the types a file declares, nested ones included.
private final class DeclaredNames: SyntaxVisitor {
  var names = Set<String>()

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    names.insert(node.name.text)
    return .visitChildren
  }
  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    names.insert(node.name.text)
    return .visitChildren
  }
  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    names.insert(node.name.text)
    return .visitChildren
  }
  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
    names.insert(node.name.text)
    return .visitChildren
  }
  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    names.insert(node.name.text)
    return .visitChildren
  }
  override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
    names.insert(node.name.text)
    return .visitChildren
  }
}

/// Replaces every identifier naming a declared type.
private final class Renamer: SyntaxRewriter {
  let names: [String: String]

  init(_ names: [String: String]) {
    self.names = names
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ token: TokenSyntax) -> TokenSyntax {
    guard case .identifier(let text) = token.tokenKind, let renamed = names[text] else { return token }
    return token.with(\.tokenKind, .identifier(renamed))
  }
}
