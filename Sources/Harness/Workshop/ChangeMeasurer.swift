import ArchLab

/// Measures a change from the texts of the files it touched: lines by a
/// line diff (`CollectionDifference`, the minimal edit script), roles and
/// types from the swift-syntax parse of both sides.
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
      let before = lines(change.before)
      let after = lines(change.after)
      let difference = after.difference(from: before)
      let added = difference.insertions.map(offset)
      let removed = difference.removals.map(offset)
      let components = change.path.split(separator: "/").map(String.init)
      if components.first == "Tests" {
        size.testFiles.append(change.path)
        size.testLinesAdded += added.count
        size.testLinesRemoved += removed.count
        continue
      }
      size.files.append(change.path)
      size.linesAdded += added.count
      size.linesRemoved += removed.count
      if components.count > 2, components[0] == "Sources", !architectureFolders.contains(components[1]) {
        shared.insert(components[1])
      } else {
        if let text = change.after { roles.formUnion(SourceAnalyzer.roles(text: text, lines: added)) }
        if let text = change.before { roles.formUnion(SourceAnalyzer.roles(text: text, lines: removed)) }
      }
      if let text = change.before { typesBefore.formUnion(declaredNames(change.path, text)) }
      if let text = change.after { typesAfter.formUnion(declaredNames(change.path, text)) }
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

  private static func offset(_ change: CollectionDifference<Substring>.Change) -> Int {
    switch change {
    case .insert(let offset, _, _), .remove(let offset, _, _): offset
    }
  }

  private static func declaredNames(_ path: String, _ text: String) -> Set<String> {
    let metrics = SourceAnalyzer.analyze(path: path, text: text)
    return Set((metrics.types + metrics.protocols).map(\.name))
  }
}
