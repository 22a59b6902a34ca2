import Foundation
import SwiftParser
import SwiftSyntax

/// Parses one Swift file with swift-syntax and measures it.
public enum SourceAnalyzer {
  /// Measures `text`, reported under `path`.
  public static func analyze(path: String, text: String) -> FileMetrics {
    metrics(of: Parsed(path: path, text: text), path: path)
  }

  /// ``analyze(path:text:)`` and ``attribution(of:)`` from one parse.
  public static func analyzeWithAttribution(path: String, text: String) -> (
    metrics: FileMetrics, attribution: [LineAttribution]
  ) {
    let parsed = Parsed(path: path, text: text)
    return (metrics(of: parsed, path: path), attribution(of: parsed))
  }

  /// ``analyzeWithAttribution(path:text:)`` of every file, on all cores, in order.
  public static func analyzeWithAttribution(_ files: [(path: String, text: String)]) -> [(
    metrics: FileMetrics, attribution: [LineAttribution]
  )] {
    let results = UnsafeResults<(metrics: FileMetrics, attribution: [LineAttribution])>(count: files.count)
    DispatchQueue.concurrentPerform(iterations: files.count) { index in
      results.set(index, analyzeWithAttribution(path: files[index].path, text: files[index].text))
    }
    return results.values
  }

  private static func metrics(of parsed: Parsed, path: String) -> FileMetrics {
    let collector = parsed.collector
    var linesByRole: [Role: LineCounts] = [:]
    var rest = LineCounts()
    for (index, kind) in parsed.lines.kinds.enumerated() {
      if let role = collector.role(ofLine: index + 1) {
        linesByRole[role, default: LineCounts()].add(kind)
      } else {
        rest.add(kind)
      }
    }
    let mainRole = collector.topLevel.first?.role ?? .other
    if rest.total > 0 {
      linesByRole[mainRole, default: LineCounts()] = linesByRole[mainRole, default: LineCounts()] + rest
    }
    var references: [Role: [String]] = [:]
    for declaration in collector.topLevel {
      references[declaration.role, default: []] += declaration.references
    }
    return FileMetrics(
      path: path, lines: parsed.lines.counts(), linesByRole: linesByRole.filter { $0.value.total > 0 },
      types: collector.types, protocols: collector.protocols, functions: collector.functions,
      imports: collector.imports, referencesByRole: references.mapValues { Array(Set($0)).sorted() },
      testCount: collector.testCount)
  }

  /// Every line of `text`, index 0 being line 1: its kind, and the role of the
  /// top-level declaration holding it (`nil` outside every declaration).
  public static func attribution(of text: String) -> [LineAttribution] {
    attribution(of: Parsed(path: "", text: text))
  }

  private static func attribution(of parsed: Parsed) -> [LineAttribution] {
    parsed.lines.kinds.enumerated().map { index, kind in
      LineAttribution(kind: kind, role: parsed.collector.owner(ofLine: index + 1))
    }
  }

  /// Everything one parse of `text` gives before roles are chosen (``FileFacts``).
  public static func facts(path: String, text: String) -> FileFacts {
    let parsed = Parsed(path: path, text: text)
    let collector = parsed.collector
    var declarationLines = Array(repeating: LineCounts(), count: collector.topLevel.count)
    var rest = LineCounts()
    for (index, kind) in parsed.lines.kinds.enumerated() {
      if let owner = collector.topLevel.firstIndex(where: { $0.lines.contains(index + 1) }) {
        declarationLines[owner].add(kind)
      } else {
        rest.add(kind)
      }
    }
    let facts = FactCollector(converter: parsed.converter, lines: parsed.lines)
    facts.walk(parsed.tree)
    return FileFacts(
      path: path, lines: parsed.lines.counts(),
      declarations: collector.topLevel.enumerated().map { index, declaration in
        FileFacts.Declaration(
          key: declaration.key, lines: declarationLines[index], references: declaration.references)
      },
      restLines: rest,
      types: zip(collector.types, collector.typeOwners).map {
        FileFacts.Declared(name: $0.name, kind: $0.kind, codeLines: $0.codeLines, owner: $1)
      },
      protocols: zip(collector.protocols, collector.protocolOwners).map {
        FileFacts.Declared(name: $0.name, kind: $0.kind, codeLines: $0.codeLines, owner: $1)
      },
      functions: zip(collector.functions, collector.functionOwners).map {
        FileFacts.Function(name: $0.name, complexity: $0.complexity, line: $0.line, owner: $1)
      },
      imports: collector.imports, testCount: collector.testCount, typeFacts: facts.facts,
      unparsedLines: FactCollector.unparsedLines(in: parsed.tree, converter: parsed.converter))
  }

  /// The functions, initializers, computed properties and subscripts of
  /// `text`, with the lines each one spans.
  public static func functionSpans(path: String, text: String) -> [FunctionSpan] {
    Parsed(path: path, text: text).collector.spans
  }
}

/// A file parsed once: its lines classified and its declarations collected.
private struct Parsed {
  let tree: SourceFileSyntax
  let converter: SourceLocationConverter
  let lines: LineClassifier
  let collector: DeclarationCollector

  init(path: String, text: String) {
    tree = Parser.parse(source: text)
    converter = SourceLocationConverter(fileName: path, tree: tree)
    lines = LineClassifier(tree: tree, text: Array(text.utf8))
    collector = DeclarationCollector(converter: converter, lines: lines)
    collector.walk(tree)
  }
}
