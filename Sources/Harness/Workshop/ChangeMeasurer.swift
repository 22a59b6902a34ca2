import Analysis
import ArchLab
import HarnessSupport

/// Measures a change from the texts of the files it touched: lines by a
/// line diff (`CollectionDifference`, the minimal edit script), their kinds,
/// roles and types from the swift-syntax parse of both sides.
public enum ChangeMeasurer {
  /// The source folders of the architectures (`Sources/MVC`…): any other
  /// `Sources/<target>` is a shared target.
  public static let architectureFolders = Set(Architecture.allCases.map(\.moduleName))

  /// Measures `changes`: Swift files only (documentation is not counted);
  /// files whose text did not change are ignored. `readings` keeps each text's
  /// parse, for measuring several changes to the same files.
  public static func measure(_ changes: [FileChange], readings: SourceReadings = SourceReadings())
    -> ChangeSize
  {
    var size = ChangeSize()
    var roles = Set<Role>()
    var shared = Set<String>()
    var typesBefore = Set<String>()
    var typesAfter = Set<String>()
    for change in changes.sorted(by: { $0.path < $1.path })
    where change.before != change.after && change.path.hasSuffix(".swift") {
      let before = change.before.map { readings.reading(path: change.path, text: $0) }
      let after = change.after.map { readings.reading(path: change.path, text: $0) }
      let lines = LineChange(change, before: before?.attribution ?? [], after: after?.attribution ?? [])
      let components = change.path.split(separator: "/").map(String.init)
      if components.first == "Tests" {
        size.testFiles.append(change.path)
        size.testLinesAdded = size.testLinesAdded + lines.added
        size.testLinesRemoved = size.testLinesRemoved + lines.removed
        continue
      }
      size.files.append(change.path)
      size.linesAdded = size.linesAdded + lines.added
      size.linesRemoved = size.linesRemoved + lines.removed
      if components.count > 2, components[0] == "Sources", !architectureFolders.contains(components[1]) {
        shared.insert(components[1])
      } else if FrameworkStandIn.contains(change.path) {
        // A stand-in target or a module's Framework/ folder stands in for an imported library (Role.frameworkStandIn).
        roles.insert(.frameworkStandIn)
      } else {
        roles.formUnion(lines.roles)
      }
      typesBefore.formUnion(before?.declaredNames ?? [])
      typesAfter.formUnion(after?.declaredNames ?? [])
    }
    size.roles = roles.sorted()
    size.sharedTargets = shared.sorted()
    size.typesAdded = typesAfter.subtracting(typesBefore).sorted()
    return size
  }

  /// The lines of `text`, without the line break that ends the last one.
  static func lines(_ text: String?) -> [Substring] {
    guard let text, !text.isEmpty else { return [] }
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    if text.hasSuffix("\n") { lines.removeLast() }
    return lines
  }

}

/// What the cost of a change reads from one file's text, parsed once: each line's kind and
/// role, and the types and protocols it declares.
public final class SourceReadings {
  struct Reading {
    let attribution: [LineAttribution]
    let declaredNames: Set<String>

    init(_ parsed: (metrics: FileMetrics, attribution: [LineAttribution])) {
      attribution = parsed.attribution
      declaredNames = Set((parsed.metrics.types + parsed.metrics.protocols).map(\.name))
    }
  }

  private var readings: [String: Reading] = [:]

  /// An empty memo.
  public init() {}

  /// Parses, on all cores, the Swift texts of `changes` not read yet.
  public func prefetch(_ changes: [FileChange]) {
    var files: [(path: String, text: String)] = []
    var seen = Set<String>()
    for change in changes where change.path.hasSuffix(".swift") {
      for text in [change.before, change.after].compactMap({ $0 }) {
        let key = Self.key(change.path, text)
        if readings[key] == nil, seen.insert(key).inserted { files.append((change.path, text)) }
      }
    }
    for (file, result) in zip(files, SourceAnalyzer.analyzeWithAttribution(files)) {
      readings[Self.key(file.path, file.text)] = Reading(result)
    }
  }

  func reading(path: String, text: String) -> Reading {
    let key = Self.key(path, text)
    if let reading = readings[key] { return reading }
    let reading = Reading(SourceAnalyzer.analyzeWithAttribution(path: path, text: text))
    readings[key] = reading
    return reading
  }

  private static func key(_ path: String, _ text: String) -> String { path + "\u{0}" + text }
}

/// The lines one file's change added and removed, by kind, and the roles around them.
private struct LineChange {
  var added = LineCounts()
  var removed = LineCounts()
  var roles = Set<Role>()

  init(_ change: FileChange, before: [LineAttribution], after: [LineAttribution]) {
    let difference = ChangeMeasurer.lines(change.after).difference(from: ChangeMeasurer.lines(change.before))
    for edit in difference {
      switch edit {
      case .insert(let offset, _, _):
        let kind = credit(after, offset)
        added.add(kind)
      case .remove(let offset, _, _):
        let kind = credit(before, offset)
        removed.add(kind)
      }
    }
  }

  /// The kind of line `offset` of `lines`, its role noted as touched.
  private mutating func credit(_ lines: [LineAttribution], _ offset: Int) -> LineKind {
    guard offset < lines.count else { return .blank }
    if let role = lines[offset].role { roles.insert(role) }
    return lines[offset].kind
  }
}
