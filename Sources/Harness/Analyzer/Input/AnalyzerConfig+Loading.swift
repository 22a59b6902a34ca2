import Analysis
import Foundation
import Yams

extension AnalyzerConfig {
  /// The names looked for in the analysed root, in order.
  public static let fileNames = ["archlab.yml", "archlab.yaml", "archlab.json", ".archlab.yml"]

  /// The configuration at `explicit`, or the first of ``fileNames`` in `root`, or none.
  public static func load(root: URL, explicit: URL?) throws(AnalyzerError) -> AnalyzerConfig {
    let candidates = explicit.map { [$0] } ?? fileNames.map { root.appendingPathComponent($0) }
    guard let file = candidates.first(where: { FileManager.default.fileExists(atPath: $0.path) }) else {
      if let explicit { throw .badConfiguration(file: explicit.path, line: nil, message: "no such file") }
      return AnalyzerConfig()
    }
    guard let text = try? String(contentsOf: file, encoding: .utf8) else {
      throw .badConfiguration(file: file.path, line: nil, message: "cannot be read as UTF-8 text")
    }
    var config = try parse(text, file: file.lastPathComponent)
    config.source = file.path
    return config
  }

  /// The configuration in `text` (YAML, or JSON, which YAML reads too); `file` names it in errors.
  public static func parse(_ text: String, file: String) throws(AnalyzerError) -> AnalyzerConfig {
    let node: Node?
    do {
      node = try Yams.compose(yaml: text)
    } catch let error as YamlError {
      throw .badConfiguration(file: file, line: Self.line(of: error), message: Self.message(of: error))
    } catch {
      throw .badConfiguration(file: file, line: nil, message: "\(error)")
    }
    guard let node else { return AnalyzerConfig() }
    guard let mapping = node.mapping else {
      throw .badConfiguration(
        file: file, line: node.mark?.line,
        message: "expected a mapping of settings (excluded, standIns, roles, matchThreshold)")
    }
    var config = AnalyzerConfig()
    for (key, value) in mapping {
      switch key.string {
      case "excluded": config.excluded = try strings(value, key: "excluded", file: file)
      case "standIns": config.standIns = try strings(value, key: "standIns", file: file)
      case "roles": config.roles = try roles(value, file: file)
      case "matchThreshold":
        guard let number = value.float, number > 0 else {
          throw .badConfiguration(
            file: file, line: value.mark?.line,
            message: "matchThreshold must be a number above 0 (a distance)")
        }
        config.matchThreshold = number
      default:
        throw .badConfiguration(
          file: file, line: key.mark?.line,
          message:
            "unknown setting '\(key.string ?? "?")': the settings are excluded, standIns, roles and matchThreshold"
        )
      }
    }
    return config
  }

  private static func strings(_ node: Node, key: String, file: String) throws(AnalyzerError) -> [String] {
    if let single = node.scalar?.string { return [single] }
    guard let sequence = node.sequence else {
      throw .badConfiguration(file: file, line: node.mark?.line, message: "\(key) must be a list of strings")
    }
    var values: [String] = []
    for item in sequence {
      guard let text = item.scalar?.string else {
        throw .badConfiguration(
          file: file, line: item.mark?.line, message: "\(key) must be a list of strings")
      }
      values.append(text)
    }
    return values
  }

  private static func roles(_ node: Node, file: String) throws(AnalyzerError) -> [RoleOverride] {
    guard let mapping = node.mapping else {
      throw .badConfiguration(
        file: file, line: node.mark?.line, message: "roles must map a role to its names and folders")
    }
    var overrides: [RoleOverride] = []
    for (key, value) in mapping {
      guard let name = key.string, let role = Role(rawValue: name) else {
        throw .badConfiguration(
          file: file, line: key.mark?.line,
          message:
            "unknown role '\(key.string ?? "?")': the roles are \(Role.allCases.map(\.rawValue).joined(separator: ", "))"
        )
      }
      guard let settings = value.mapping else {
        throw .badConfiguration(
          file: file, line: value.mark?.line, message: "\(name) must map names and/or folders to lists")
      }
      var override = RoleOverride(role: role)
      for (setting, list) in settings {
        switch setting.string {
        case "names": override.names = try strings(list, key: "\(name).names", file: file)
        case "folders": override.folders = try strings(list, key: "\(name).folders", file: file)
        default:
          throw .badConfiguration(
            file: file, line: setting.mark?.line,
            message: "unknown key '\(setting.string ?? "?")' under \(name): use names or folders")
        }
      }
      overrides.append(override)
    }
    return overrides
  }

  private static func line(of error: YamlError) -> Int? {
    switch error {
    case .scanner(_, _, let mark, _), .parser(_, _, let mark, _), .composer(_, _, let mark, _): mark.line
    default: nil
    }
  }

  private static func message(of error: YamlError) -> String {
    switch error {
    case .scanner(_, let problem, _, _), .parser(_, let problem, _, _), .composer(_, let problem, _, _):
      "not valid YAML or JSON: \(problem)"
    default: "not valid YAML or JSON: \(error)"
    }
  }
}
