import Analysis
import GrowthRules

/// The claims' thresholds applied to an analysed tree: a view controller over the 1 500
/// code lines of C03's source (003, slide 32: "monster files"), a presenter, view model
/// or interactor that refers to the UI toolkit, a view that reaches storage or the network.
enum FindingRules {
  /// The findings in `files` (measured under `roles`).
  static func findings(files: [FileMetrics], facts: [FileFacts], roles: RoleMap) -> [Finding] {
    var found: [Finding] = []
    let limit = Int(MonsterRace.threshold)
    for file in files {
      let lines = file.linesByRole[.viewController]?.code ?? 0
      if file.mainRole == .viewController, file.lines.code > limit {
        found.append(
          Finding(
            rule: "massive-view-controller", file: file.path, line: 1,
            message:
              "a view-controller file of \(file.lines.code) code lines (\(lines) in view controllers): over the \(limit) lines of C03's monster files"
          ))
      }
    }
    for type in roles.types.values where type.role == .viewController && type.codeLines > limit {
      found.append(
        Finding(
          rule: "massive-view-controller", file: type.file, line: type.line,
          message:
            "`\(type.name)`, a view controller of \(type.codeLines) code lines with its extensions: over the \(limit) lines of C03's monster files"
        ))
    }
    var references: [String: Set<String>] = [:]
    for file in facts {
      for declaration in file.declarations {
        guard let key = declaration.key, let type = roles.classified(key) else { continue }
        references[type.name, default: []].formUnion(declaration.references)
      }
    }
    for type in roles.types.values.sorted(by: { $0.name < $1.name }) {
      let named = (references[type.name] ?? []).filter { roles.classified($0) == nil }
      if [.presenter, .viewModel, .interactor].contains(type.role) {
        let ui = named.filter(roles.vocabulary.isUIToolkit).sorted()
        if !ui.isEmpty {
          found.append(
            Finding(
              rule: "ui-toolkit-in-logic", file: type.file, line: type.line,
              message:
                "`\(type.name)`, \(article(type.role.title)) \(type.role.title), refers to the UI toolkit: \(ui.prefix(5).map { "`\($0)`" }.joined(separator: ", "))"
            ))
        }
      }
      if [.view, .viewController].contains(type.role) {
        let storage = named.intersection(roles.vocabulary.storageAndNetwork).sorted()
        if !storage.isEmpty {
          found.append(
            Finding(
              rule: "view-touches-storage", file: type.file, line: type.line,
              message:
                "`\(type.name)`, \(article(type.role.title)) \(type.role.title), reaches storage or the network: \(storage.prefix(5).map { "`\($0)`" }.joined(separator: ", "))"
            ))
        }
      }
    }
    return found.sorted()
  }

  private static func article(_ title: String) -> String {
    title.first.map { "aeiou".contains($0) } == true ? "an" : "a"
  }
}
