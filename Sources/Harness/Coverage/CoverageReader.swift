import Foundation

/// Reads the per-file summary that `llvm-cov export -summary-only` prints.
public enum CoverageReader {
  private struct Export: Decodable {
    struct Item: Decodable { var files: [File] }
    struct File: Decodable {
      var filename: String
      var summary: Summary
    }
    struct Summary: Decodable {
      var lines: Count
      var functions: Count
    }
    struct Count: Decodable {
      var count: Int
      var covered: Int
    }
    var data: [Item]
  }

  /// Coverage per file, keyed by path relative to `root`; files outside
  /// `root`, in `.build/` or under `Tests/` are left out.
  public static func files(fromExport json: Data, root: URL) throws -> [String: CoverageFigures] {
    let export = try JSONDecoder().decode(Export.self, from: json)
    let prefix = root.standardizedFileURL.path + "/"
    var result: [String: CoverageFigures] = [:]
    for file in export.data.flatMap(\.files) where file.filename.hasPrefix(prefix) {
      let relative = String(file.filename.dropFirst(prefix.count))
      if relative.hasPrefix(".build") || relative.hasPrefix("Tests/") { continue }
      result[relative] = CoverageFigures(
        coveredLines: file.summary.lines.covered, lines: file.summary.lines.count,
        coveredFunctions: file.summary.functions.covered, functions: file.summary.functions.count)
    }
    return result
  }

  /// Sums file coverage into a module's total and its roles, using each file's main role.
  public static func module(_ size: ModuleSize, files: [String: CoverageFigures]) -> ModuleCoverage {
    var total = CoverageFigures()
    var roles: [Role: CoverageFigures] = [:]
    for file in size.files {
      guard let figures = files[file.path] else { continue }
      total = total + figures
      let role = file.mainRole
      roles[role] = (roles[role] ?? CoverageFigures()) + figures
    }
    return ModuleCoverage(total: total, roles: roles)
  }
}

extension FileMetrics {
  /// The role holding most of the file's lines.
  public var mainRole: Role {
    linesByRole.max { ($0.value.total, $1.key) < ($1.value.total, $0.key) }?.key ?? .other
  }
}
