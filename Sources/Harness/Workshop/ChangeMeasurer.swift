import Analysis
import ArchLab

/// Measures a change from the texts of the files it touched: lines by a
/// line diff (`CollectionDifference`, the minimal edit script), their kinds,
/// roles and types from the swift-syntax parse of both sides.
public enum ChangeMeasurer {
  /// The source folders of the architectures (`Sources/MVC`…): any other
  /// `Sources/<target>` is a shared target.
  public static let architectureFolders = Set(Architecture.allCases.map(\.displayName))

  /// Measures `changes`: Swift files only (documentation is not counted);
  /// files whose text did not change are ignored.
  public static func measure(_ changes: [FileChange]) -> ChangeSize {
    var size = ChangeSize()
    var roles = Set<Role>()
    var shared = Set<String>()
    var typesBefore = Set<String>()
    var typesAfter = Set<String>()
    for change in changes.sorted(by: { $0.path < $1.path })
    where change.before != change.after && change.path.hasSuffix(".swift") {
      let lines = LineChange(change)
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
      } else {
        roles.formUnion(lines.roles)
      }
      typesBefore.formUnion(declaredNames(change.path, change.before))
      typesAfter.formUnion(declaredNames(change.path, change.after))
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

  private static func declaredNames(_ path: String, _ text: String?) -> Set<String> {
    guard let text else { return [] }
    let metrics = SourceAnalyzer.analyze(path: path, text: text)
    return Set((metrics.types + metrics.protocols).map(\.name))
  }
}

/// The lines one file's change added and removed, by kind, and the roles around them.
private struct LineChange {
  var added = LineCounts()
  var removed = LineCounts()
  var roles = Set<Role>()

  init(_ change: FileChange) {
    let difference = ChangeMeasurer.lines(change.after).difference(from: ChangeMeasurer.lines(change.before))
    let after = change.after.map(SourceAnalyzer.attribution(of:)) ?? []
    let before = change.before.map(SourceAnalyzer.attribution(of:)) ?? []
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
