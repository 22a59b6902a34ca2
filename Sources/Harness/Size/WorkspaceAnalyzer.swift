import Foundation

/// Measures the architecture modules of a workspace from their parse.
public struct WorkspaceAnalyzer: Sendable {
  /// The workspace root (holding `Sources/` and `Tests/`).
  public var root: URL
  /// The shared targets whose types are counted in the coupling matrix.
  public var sharedTargets = ["Entities", "Storage", "ScreenKit"]

  /// Creates an analyzer for the workspace at `root`.
  public init(root: URL) {
    self.root = root
  }

  /// The Swift files under `folder` (relative to the root), sorted, with their text.
  func swiftFiles(in folder: String) throws -> [(path: String, text: String)] {
    let base = root.appendingPathComponent(folder)
    guard let enumerator = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else {
      return []
    }
    var files: [(String, String)] = []
    for case let url as URL in enumerator where url.pathExtension == "swift" {
      let relative = String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))
      files.append((relative, try String(contentsOf: url, encoding: .utf8)))
    }
    return files.sorted { $0.0 < $1.0 }
  }

  /// Parses the files of `folder` on all cores.
  func analyze(folder: String) throws -> [FileMetrics] {
    let files = try swiftFiles(in: folder)
    let results = UnsafeResults(count: files.count)
    DispatchQueue.concurrentPerform(iterations: files.count) { index in
      results.set(index, SourceAnalyzer.analyze(path: files[index].path, text: files[index].text))
    }
    return results.values
  }

  /// Measures `modules` (folders under `Sources/`, with tests under `Tests/<module>Tests`).
  public func measure(modules: [String]) throws -> [ModuleSize] {
    var sharedNames: [String: String] = [:]
    for target in sharedTargets {
      for file in try analyze(folder: "Sources/\(target)") {
        for type in file.types + file.protocols { sharedNames[type.name] = target }
      }
    }
    return try modules.map { module in
      let files = try analyze(folder: "Sources/\(module)")
      let tests = try analyze(folder: "Tests/\(module)Tests")
      return summarize(module: module, files: files, tests: tests, sharedNames: sharedNames)
    }
  }

  func summarize(module: String, files: [FileMetrics], tests: [FileMetrics], sharedNames: [String: String])
    -> ModuleSize
  {
    var roles: [Role: SizeFigures] = [:]
    var features: [String: [Role: SizeFigures]] = [:]
    var typeRoles: [String: Role] = [:]
    for file in files {
      for type in file.types + file.protocols { typeRoles[type.name] = type.role }
    }
    for file in files {
      let feature = Self.feature(of: file.path, module: module)
      let mainRole = file.mainRole
      var perRole: [Role: SizeFigures] = [:]
      for (role, lines) in file.linesByRole { perRole[role, default: SizeFigures()].lines = lines }
      perRole[mainRole, default: SizeFigures()].files += 1
      for type in file.types { perRole[type.role, default: SizeFigures()].types += 1 }
      for type in file.protocols { perRole[type.role, default: SizeFigures()].protocols += 1 }
      for function in file.functions { perRole[function.role, default: SizeFigures()].functions += 1 }
      for (role, figures) in perRole {
        roles[role] = (roles[role] ?? SizeFigures()) + figures
        features[feature, default: [:]][role] = (features[feature]?[role] ?? SizeFigures()) + figures
      }
    }
    var coupling: [Role: [String: Set<String>]] = [:]
    for file in files {
      for (role, names) in file.referencesByRole {
        for name in names {
          if let target = typeRoles[name] {
            if target != role { coupling[role, default: [:]][target.rawValue, default: []].insert(name) }
          } else if let shared = sharedNames[name] {
            coupling[role, default: [:]][shared, default: []].insert(name)
          }
        }
      }
    }
    let total = roles.values.reduce(SizeFigures(), +)
    return ModuleSize(
      module: module, total: total, roles: roles, features: features,
      complexity: Self.complexity(files), coupling: coupling.mapValues { $0.mapValues(\.count) },
      unitTests: TestFigures(
        tests: tests.reduce(0) { $0 + $1.testCount }, files: tests.count,
        lines: tests.reduce(LineCounts()) { $0 + $1.lines }),
      files: files)
  }

  /// `Contacts` or `Upcoming` for files in those folders, `Shared` for the rest.
  static func feature(of path: String, module: String) -> String {
    let parts = path.split(separator: "/")
    guard parts.count > 3 else { return "Shared" }
    let folder = String(parts[2])
    return ["Contacts", "Upcoming"].contains(folder) ? folder : "Shared"
  }

  static func complexity(_ files: [FileMetrics]) -> ComplexitySummary {
    let functions = files.flatMap(\.functions)
    let values = functions.map(\.complexity).sorted()
    let p90 =
      values.isEmpty ? 0 : values[min(values.count - 1, Int((Double(values.count) * 0.9).rounded(.up)) - 1)]
    let types = files.flatMap(\.types)
    let largestType = types.max { ($0.codeLines, $1.name) < ($1.codeLines, $0.name) }
    let largestFile = files.max { ($0.lines.code, $1.path) < ($1.lines.code, $0.path) }
    let worst = functions.max { ($0.complexity, $1.name) < ($1.complexity, $0.name) }
    return ComplexitySummary(
      functionCount: values.count,
      mean: values.isEmpty ? 0 : Double(values.reduce(0, +)) / Double(values.count),
      p90: p90, max: values.last ?? 0, mostComplexFunction: worst?.name ?? "",
      largestType: .init(
        name: largestType?.name ?? "", role: largestType?.role ?? .other,
        codeLines: largestType?.codeLines ?? 0),
      largestFile: .init(
        name: largestFile?.path ?? "",
        role: largestFile?.linesByRole.max { $0.value.code < $1.value.code }?.key ?? .other,
        codeLines: largestFile?.lines.code ?? 0))
  }
}

/// Results written by index from concurrent iterations, each index once.
private final class UnsafeResults: @unchecked Sendable {
  private var storage: [FileMetrics?]
  private let lock = NSLock()

  init(count: Int) { storage = Array(repeating: nil, count: count) }

  func set(_ index: Int, _ value: FileMetrics) {
    lock.lock()
    storage[index] = value
    lock.unlock()
  }

  var values: [FileMetrics] { storage.compactMap { $0 } }
}
