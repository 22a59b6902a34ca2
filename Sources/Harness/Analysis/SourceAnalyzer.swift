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

  /// The functions, initializers, computed properties and subscripts of
  /// `text`, with the lines each one spans.
  public static func functionSpans(path: String, text: String) -> [FunctionSpan] {
    Parsed(path: path, text: text).collector.spans
  }
}

/// A file parsed once: its lines classified and its declarations collected.
private struct Parsed {
  let lines: LineClassifier
  let collector: DeclarationCollector

  init(path: String, text: String) {
    let tree = Parser.parse(source: text)
    lines = LineClassifier(tree: tree, text: Array(text.utf8))
    collector = DeclarationCollector(
      converter: SourceLocationConverter(fileName: path, tree: tree), lines: lines)
    collector.walk(tree)
  }
}
