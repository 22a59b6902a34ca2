import Analysis
import Foundation
import Yams

/// The types of the corpus labelled by hand with the role they play (`Docs/CorpusRoles.yml`,
/// described in `Docs/CorpusRoles.md`): drawn by ``RoleSample`` and labelled from their code
/// by the guide, before the classifier was run on them. Read, never written, by the scoring.
public struct RoleLabels: Codable, Sendable, Equatable {
  /// The label a type the classifier gives `role` is compared with: the role's family in the
  /// profile (``RoleFamily``), `models` for a data type (the guide's `models` row: data), `other`
  /// for the rest.
  public static func label(of role: Role) -> String {
    role == .data ? RoleFamily.models.rawValue : RoleFamily(role)?.rawValue ?? "other"
  }

  /// The data file of the held-out half's sample, relative to the workspace's root: read only
  /// to report accuracy.
  public static let path = "Docs/CorpusRoles.yml"
  /// The data file of the tuning half's sample, drawn by the same rule: the one rules are tuned on.
  public static let tuningPath = "Docs/CorpusRolesTuning.yml"

  /// The data file of `half`'s sample.
  public static func path(for half: CorpusApp.Half) -> String { half == .heldOut ? path : tuningPath }
  /// The roles a type may be labelled with: the profile's families (``RoleFamily``) and
  /// `other`, for what plays none of them (an app delegate, a helper, an extension point).
  public static let roles = RoleFamily.allCases.map(\.rawValue) + ["other"]

  /// One type drawn for labelling.
  public struct LabelledType: Codable, Sendable, Equatable {
    /// Its name, as declared.
    public var name: String
    /// Its file, relative to the repository's root.
    public var file: String
    /// The line its declaration starts on.
    public var line: Int
    /// Its keyword (`class`, `struct`, `enum`, `actor`, `protocol`).
    public var kind: String
    /// Its code lines.
    public var codeLines: Int
    /// The role it is labelled with (one of ``RoleLabels/roles``); empty until labelled.
    public var role: String
    /// Why, in a few words read from its code.
    public var why: String

    /// Creates an unlabelled type.
    public init(
      name: String, file: String, line: Int, kind: String, codeLines: Int, role: String = "", why: String = ""
    ) {
      self.name = name
      self.file = file
      self.line = line
      self.kind = kind
      self.codeLines = codeLines
      self.role = role
      self.why = why
    }
  }

  /// One app's drawn types.
  public struct App: Codable, Sendable, Equatable {
    /// `owner/name`.
    public var repo: String
    /// The corpus's pinned commit.
    public var commit: String
    /// The architecture its docs state.
    public var label: String
    /// The drawn types, by file and line.
    public var types: [LabelledType]

    /// Creates an app's entry.
    public init(repo: String, commit: String, label: String, types: [LabelledType]) {
      self.repo = repo
      self.commit = commit
      self.label = label
      self.types = types
    }
  }

  /// The apps, in the sample's order.
  public var apps: [App]

  /// Creates labels.
  public init(apps: [App]) { self.apps = apps }

  /// How many types carry a label.
  public var labelledCount: Int { apps.reduce(0) { $0 + $1.types.filter { !$0.role.isEmpty }.count } }

  /// The labels of the workspace at `root`.
  public static func load(root: URL, half: CorpusApp.Half = .heldOut) throws(CorpusError) -> RoleLabels {
    let path = path(for: half)
    let file = root.appending(path: path)
    guard let text = try? String(contentsOf: file, encoding: .utf8) else { throw .unreadable(path: path) }
    return try parse(text, path: path)
  }

  /// The labels in `text`; a malformed file or a role that is not one of ``roles`` is an
  /// error naming the file's line.
  public static func parse(_ text: String, path: String = path) throws(CorpusError) -> RoleLabels {
    let node: Node
    do {
      guard let composed = try Yams.compose(yaml: text), composed.sequence != nil else {
        throw CorpusError.malformed(
          line: 1, reason: "the file is not a list of apps (`- repo: owner/name`)", file: path)
      }
      node = composed
    } catch let error as CorpusError {
      throw error
    } catch {
      throw .malformed(line: nil, reason: "not valid YAML: \(error)", file: path)
    }
    var apps: [App] = []
    for item in node.sequence ?? [] {
      let app: App
      do { app = try YAMLDecoder().decode(App.self, from: item) } catch {
        throw .malformed(line: item.mark?.line, reason: "\(error)", file: path)
      }
      let types = item.mapping?["types"]?.sequence ?? []
      for (type, typeNode) in zip(app.types, types) where !type.role.isEmpty && !roles.contains(type.role) {
        throw .malformed(
          line: typeNode.mark?.line,
          reason:
            "\(app.repo) \(type.name): unknown role `\(type.role)` (the roles are \(roles.joined(separator: ", ")))",
          file: path)
      }
      apps.append(app)
    }
    return RoleLabels(apps: apps)
  }

  /// The file's text: a header naming the guide, then the apps.
  public func yaml() throws -> String {
    let header = """
      # Types of the corpus's apps labelled by hand with the role they play, drawn by the seeded
      # rule in Docs/CorpusRoles.md and labelled from their code by its guide before the classifier was run
      # on them. Roles: \(Self.roles.joined(separator: ", ")). No code of these apps is here.

      """
    return header + (try YAMLEncoder().encode(apps))
  }
}
