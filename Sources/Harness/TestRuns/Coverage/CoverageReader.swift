import Analysis
import Foundation
import HarnessSupport

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
  ///
  /// Every file of the module with a function body must be in `files`: a file
  /// no test binary holds would silently drop out of the totals, so it throws
  /// ``HarnessError/missingCoverage(_:)`` naming the files instead.
  public static func module(_ size: ModuleSize, files: [String: CoverageFigures]) throws -> ModuleCoverage {
    let missing = size.files.filter { !$0.functions.isEmpty && files[$0.path] == nil }.map(\.path)
    guard missing.isEmpty else { throw HarnessError.missingCoverage(missing) }
    var total = CoverageFigures()
    var roles: [Role: CoverageFigures] = [:]
    for file in size.files {
      guard let figures = files[file.path] else { continue }
      total = total + figures
      roles[file.mainRole] = (roles[file.mainRole] ?? CoverageFigures()) + figures
    }
    return ModuleCoverage(total: total, roles: roles)
  }
}
