import Analysis
import Foundation
import HarnessSupport

/// How often the role classifier gives a hand-labelled type the role its label names
/// (``RoleLabels``), compared by the profile's families (``RoleFamily``; `other` for what
/// plays none): per type, per app, and as a confusion matrix of label against answer.
public struct RoleAccuracy: Codable, Sendable, Equatable {
  /// One labelled type and the classifier's answer.
  public struct Row: Codable, Sendable, Equatable {
    /// `owner/name`.
    public var repo: String
    /// The type.
    public var name: String
    /// Its file.
    public var file: String
    /// The role it is labelled with.
    public var labelled: String
    /// The family of the role the classifier gave it, `other` for none; `not found` when the
    /// classifier did not see the type (the tree at the commit no longer declares it once).
    public var classified: String
    /// The classifier's evidence.
    public var evidence: [String]

    /// Whether the classifier's answer is the label.
    public var isRight: Bool { labelled == classified }
  }

  /// Every labelled type, in the labels' order.
  public var rows: [Row]

  /// Creates the accuracy of `rows`.
  public init(rows: [Row]) { self.rows = rows }

  /// The rows of `app`'s labelled types, answered from `roles`, the classifier's map of its tree.
  public static func rows(of app: RoleLabels.App, roles: RoleMap) -> [Row] {
    app.types.filter { !$0.role.isEmpty }.map { type in
      let found = roles.types[type.name].flatMap { $0.file == type.file ? $0 : nil }
      return Row(
        repo: app.repo, name: type.name, file: type.file, labelled: type.role,
        classified: found.map { RoleLabels.label(of: $0.role) } ?? "not found",
        evidence: found?.evidence ?? [])
    }
  }

  /// Writes the rows to `file` as readable JSON, making its folder when needed.
  public func write(to file: URL) throws(AnalyzerError) {
    do {
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try JSONFormat.readable.encode(self, endingWithLineBreak: true).write(to: file, options: .atomic)
    } catch {
      throw .cannotWrite(file.path, "\(error)")
    }
  }

  /// The types answered right.
  public var right: Int { rows.filter(\.isRight).count }

  /// `right` of `total`, per app, in the rows' order.
  public var perApp: [(repo: String, right: Int, total: Int)] {
    var order: [String] = []
    var counts: [String: (Int, Int)] = [:]
    for row in rows {
      if counts[row.repo] == nil { order.append(row.repo) }
      let (right, total) = counts[row.repo] ?? (0, 0)
      counts[row.repo] = (right + (row.isRight ? 1 : 0), total + 1)
    }
    return order.map { ($0, counts[$0]!.0, counts[$0]!.1) }
  }

  /// For each label, how many of its types got each answer.
  public var confusion: [String: [String: Int]] {
    var matrix: [String: [String: Int]] = [:]
    for row in rows { matrix[row.labelled, default: [:]][row.classified, default: 0] += 1 }
    return matrix
  }

  /// The figures as Markdown: the share right beside Dobrean & Dioşan's, per app, the
  /// confusion matrix and every type answered wrong.
  public func markdown(half: String = "held-out") -> String {
    guard !rows.isEmpty else { return "No labelled type (Docs/CorpusRoles.yml has no role filled in).\n" }
    var text = """
      - Role accuracy per type: \(right) of \(rows.count) (\(Format.f1(100 * Double(right) / Double(rows.count))) %) \
      labelled types of \(perApp.count) \(half) apps get the role family their label names \
      (Dobrean & Dioşan's detection of MVC layers reports 89.6 %).

      | app | right | types |
      | --- | ---: | ---: |

      """
    for app in perApp { text += "| \(app.repo) | \(app.right) | \(app.total) |\n" }
    let answers = RoleLabels.roles + (rows.contains { $0.classified == "not found" } ? ["not found"] : [])
    let labels = RoleLabels.roles.filter { confusion[$0] != nil }
    let columns = answers.filter { answer in rows.contains { $0.classified == answer } }
    text += "\n| labelled ↓ / classified → | " + columns.joined(separator: " | ") + " |\n"
    text += "| --- |" + String(repeating: " ---: |", count: columns.count) + "\n"
    for label in labels {
      let cells = columns.map { column in confusion[label]?[column].map(String.init) ?? "·" }
      text += "| \(label) | " + cells.joined(separator: " | ") + " |\n"
    }
    let wrong = rows.filter { !$0.isRight }
    if !wrong.isEmpty {
      text +=
        "\nAnswered wrong:\n\n| app | type | labelled | classified | evidence |\n| --- | --- | --- | --- | --- |\n"
      for row in wrong {
        let evidence = row.evidence.joined(separator: "; ").replacingOccurrences(of: "|", with: "\\|")
        text += "| \(row.repo) | `\(row.name)` | \(row.labelled) | \(row.classified) | \(evidence) |\n"
      }
    }
    return text
  }
}
