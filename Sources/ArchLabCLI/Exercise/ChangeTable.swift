import Analysis
import Workshop

/// Two changes side by side, as `check` prints them.
enum ChangeTable {
  /// The table: one row per measure, then the roles and types by name.
  static func render(yours: ChangeSize, reference: ChangeSize) -> String {
    func list(_ items: [String]) -> String { items.isEmpty ? "—" : items.joined(separator: ", ") }
    func addedRemoved(_ added: LineCounts, _ removed: LineCounts, _ kind: KeyPath<LineCounts, Int>) -> String
    {
      "\(added[keyPath: kind]) / \(removed[keyPath: kind])"
    }
    let measures: [(String, (ChangeSize) -> String)] = [
      ("source files touched", { "\($0.files.count)" }),
      ("roles touched", { "\($0.roles.count)" }),
      ("code lines added", { "\($0.linesAdded.code)" }),
      ("code lines removed", { "\($0.linesRemoved.code)" }),
      ("comment lines added / removed", { addedRemoved($0.linesAdded, $0.linesRemoved, \.comment) }),
      ("blank lines added / removed", { addedRemoved($0.linesAdded, $0.linesRemoved, \.blank) }),
      ("types added", { "\($0.typesAdded.count)" }),
      ("test files touched", { "\($0.testFiles.count)" }),
      ("test code lines added / removed", { addedRemoved($0.testLinesAdded, $0.testLinesRemoved, \.code) }),
      ("shared targets touched", { list($0.sharedTargets) }),
    ]
    let rows = measures.map { label, value in (label, value(yours), value(reference)) }
    let first = max(rows.map(\.0.count).max() ?? 0, 1)
    let second = max(rows.map(\.1.count).max() ?? 0, "yours".count)
    func pad(_ text: String, _ width: Int) -> String {
      text + String(repeating: " ", count: max(0, width - text.count))
    }
    var lines = ["  " + pad("", first) + "  " + pad("yours", second) + "  reference"]
    lines += rows.map { "  " + pad($0.0, first) + "  " + pad($0.1, second) + "  " + $0.2 }
    lines.append("  roles, yours:      " + list(yours.roles.map(\.title)))
    lines.append("  roles, reference:  " + list(reference.roles.map(\.title)))
    lines.append("  types, yours:      " + list(yours.typesAdded))
    lines.append("  types, reference:  " + list(reference.typesAdded))
    return lines.joined(separator: "\n")
  }
}
