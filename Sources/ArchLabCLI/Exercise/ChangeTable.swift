import Harness

/// Two changes side by side, as `check` prints them.
enum ChangeTable {
  /// The table: one row per measure, then the roles and types by name.
  static func render(yours: ChangeSize, reference: ChangeSize) -> String {
    func list(_ items: [String]) -> String { items.isEmpty ? "—" : items.joined(separator: ", ") }
    let rows: [(String, String, String)] = [
      ("source files touched", "\(yours.files.count)", "\(reference.files.count)"),
      ("roles touched", "\(yours.roles.count)", "\(reference.roles.count)"),
      ("lines added", "\(yours.linesAdded)", "\(reference.linesAdded)"),
      ("lines removed", "\(yours.linesRemoved)", "\(reference.linesRemoved)"),
      ("types added", "\(yours.typesAdded.count)", "\(reference.typesAdded.count)"),
      ("test files touched", "\(yours.testFiles.count)", "\(reference.testFiles.count)"),
      (
        "test lines added / removed", "\(yours.testLinesAdded) / \(yours.testLinesRemoved)",
        "\(reference.testLinesAdded) / \(reference.testLinesRemoved)"
      ),
      ("shared targets touched", list(yours.sharedTargets), list(reference.sharedTargets)),
    ]
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
