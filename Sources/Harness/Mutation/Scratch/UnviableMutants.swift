import SwiftParser
import SwiftSyntax

/// Tells which mutants a build's errors are about, from where each error points in the
/// written file.
///
/// An error inside a mutant's own code condemns that mutant; else inside a schema, the
/// innermost schema's mutant. An error outside every schema (a closure that lost its
/// value when its only call was removed reports at its braces) condemns the removed calls
/// of the innermost closure or body around it, or else every mutant of the statement
/// around it.
struct UnviableMutants {
  /// A written file: its code and where its mutants are.
  struct WrittenFile {
    /// The code.
    var text: String
    /// The mutants' places.
    var spans: [SchemaWriter.Span]
  }

  /// The mutants condemned, with the error that condemned each.
  var mutants: [Int: String] = [:]
  /// The errors no mutant explains.
  var unexplained: [BuildDiagnostic] = []

  /// Attributes `errors` in `files` (keyed by the path the compiler writes).
  init(errors: [BuildDiagnostic], files: [String: WrittenFile]) {
    for error in errors {
      guard let file = files[error.path], let offset = Self.offset(of: error, in: file.text) else {
        unexplained.append(error)
        continue
      }
      let condemned = Self.condemned(at: offset, in: file)
      if condemned.isEmpty { unexplained.append(error) }
      for id in condemned where mutants[id] == nil {
        mutants[id] = "line \(error.line): \(error.message)"
      }
    }
  }

  private static func condemned(at offset: Int, in file: WrittenFile) -> [Int] {
    let innermost = { (spans: [SchemaWriter.Span], range: (SchemaWriter.Span) -> Range<Int>?) -> Int? in
      spans.filter { range($0)?.contains(offset) == true }.min { range($0)!.count < range($1)!.count }?.id
    }
    if let id = innermost(file.spans, \.mutated) ?? innermost(file.spans, { $0.schema }) { return [id] }
    let tree = Parser.parse(source: file.text)
    guard let token = tree.token(at: AbsolutePosition(utf8Offset: offset)) else { return [] }
    var current = token.parent
    while let node = current {
      if node.is(ClosureExprSyntax.self) || node.is(CodeBlockSyntax.self) || node.is(AccessorBlockSyntax.self)
      {
        let removals = spans(in: node, of: file).filter { $0.mutated == nil }
        if !removals.isEmpty { return removals.map(\.id) }
      }
      if node.is(CodeBlockItemSyntax.self) || node.is(MemberBlockItemSyntax.self) {
        let inside = spans(in: node, of: file)
        if !inside.isEmpty { return inside.map(\.id) }
      }
      current = node.parent
    }
    return []
  }

  private static func spans(in node: Syntax, of file: WrittenFile) -> [SchemaWriter.Span] {
    let range = node.position.utf8Offset..<node.endPosition.utf8Offset
    return file.spans.filter {
      range.contains($0.schema.lowerBound) && $0.schema.upperBound <= range.upperBound
    }
  }

  /// The UTF-8 offset of an error's line and column in `text`.
  static func offset(of error: BuildDiagnostic, in text: String) -> Int? {
    var line = 1
    var offset = 0
    let bytes = Array(text.utf8)
    while line < error.line {
      guard let newline = bytes[offset...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
      offset = newline + 1
      line += 1
    }
    return min(offset + error.column - 1, bytes.count)
  }
}
