import Foundation
import HarnessSupport

/// Measures the architecture modules of a workspace from their parse.
public struct WorkspaceAnalyzer: Sendable {
  /// The workspace root (holding `Sources/` and `Tests/`).
  public var root: URL
  /// The shared targets whose types are counted in the coupling matrix.
  public var sharedTargets = SharedTarget.allCases
  /// Where parses are kept for files read again (the same text at the same path).
  public var memo: ParseMemo

  /// Creates an analyzer for the workspace at `root`, keeping its parses in `memo` (a
  /// memo of its own unless given one shared with other analyzers).
  public init(root: URL, memo: ParseMemo = ParseMemo()) {
    self.root = root
    self.memo = memo
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

  /// Parses the Swift files under `folder` (relative to the root) on all cores, sorted by path.
  public func analyze(folder: String) throws -> [FileMetrics] {
    let files = try swiftFiles(in: folder)
    let results = UnsafeResults<FileMetrics>(count: files.count)
    let memo = self.memo
    DispatchQueue.concurrentPerform(iterations: files.count) { index in
      results.set(
        index, memo.metrics(path: files[index].path, text: files[index].text).standingInForFrameworks)
    }
    return results.values
  }

  /// Parses the Swift files under `folders` (a module's, relative to the root) and gives each
  /// type the role ``RoleClassifier`` infers from its structure — inheritance, conformances,
  /// ownership, references, then folders and names — as `archlab analyze` does, so that the
  /// report and the analyzer use one ruler (MV's `@Observable` models count as models). With
  /// the roles by name alone, for ``RoleMove``s.
  public func analyzeClassified(folders: [String]) throws -> (files: [FileMetrics], moves: [RoleMove]) {
    let files = try folders.flatMap { try swiftFiles(in: $0) }
    let results = UnsafeResults<FileFacts>(count: files.count)
    let memo = self.memo
    DispatchQueue.concurrentPerform(iterations: files.count) { index in
      results.set(index, memo.facts(path: files[index].path, text: files[index].text))
    }
    let facts = results.values
    let roles = RoleClassifier(isStandIn: FrameworkStandIn.contains).classify(facts)
    let moves = roles.types.values.compactMap { type -> RoleMove? in
      guard !roles.isStandIn(type.file) else { return nil }
      let byName = Role(typeName: type.name)
      guard byName != type.role else { return nil }
      return RoleMove(
        type: type.name, byName: byName, byStructure: type.role, evidence: type.evidence.first ?? "",
        codeLines: type.codeLines)
    }
    return (
      facts.map { $0.metrics(roles: roles.roles(in: $0.path)).standingInForFrameworks },
      moves.sorted { ($0.codeLines, $1.type) > ($1.codeLines, $0.type) }
    )
  }

  /// The size of the test target in `folder` (relative to the root).
  public func measureTests(folder: String) throws -> TestFigures {
    TestFigures(files: try analyze(folder: folder))
  }

  /// The case book's test code of the unit-test target in `folder` (relative to the root).
  public func caseBookTestCode(target folder: String) throws -> CaseBookTestCode {
    CaseBookTestCode(files: try analyze(folder: folder))
  }

  /// Measures `modules` (folders under `Sources/`, with the stand-in targets each imports, and
  /// tests under `Tests/<module>Tests`).
  public func measure(modules: [String]) throws -> [ModuleSize] {
    var sharedNames: [String: SharedTarget] = [:]
    for target in sharedTargets {
      for file in try analyze(folder: target.folder) {
        for type in file.types + file.protocols { sharedNames[type.name] = target }
      }
    }
    let standInNames = Set(
      try analyze(folder: FrameworkStandIn.targetsFolder).flatMap { ($0.types + $0.protocols).map(\.name) })
    return try modules.map { module in
      let (files, moves) = try analyzeClassified(
        folders: FrameworkStandIn.measuredFolders(of: module))
      let tests = try analyze(folder: "Tests/\(module)Tests")
      var size = summarize(
        module: module, files: files, tests: tests, sharedNames: sharedNames, standInNames: standInNames)
      size.roleMoves = moves
      return size
    }
  }

  func summarize(
    module: String, files: [FileMetrics], tests: [FileMetrics], sharedNames: [String: SharedTarget],
    standInNames: Set<String> = []
  )
    -> ModuleSize
  {
    let (roles, features) = Self.sizes(files)
    return ModuleSize(
      module: module, total: roles.values.reduce(SizeFigures(), +), roles: roles, features: features,
      complexity: ComplexitySummary(files), coupling: Self.coupling(files, sharedNames: sharedNames),
      unitTests: TestFigures(files: tests, shared: sharedNames, library: standInNames), files: files)
  }

  /// Size figures per role, and per feature folder and role.
  public static func sizes(_ files: [FileMetrics]) -> (
    [Role: SizeFigures], [FeatureFolder: [Role: SizeFigures]]
  ) {
    var roles: [Role: SizeFigures] = [:]
    var features: [FeatureFolder: [Role: SizeFigures]] = [:]
    for file in files {
      var perRole: [Role: SizeFigures] = [:]
      for (role, lines) in file.linesByRole { perRole[role, default: SizeFigures()].lines = lines }
      perRole[file.mainRole, default: SizeFigures()].files += 1
      for type in file.types { perRole[type.role, default: SizeFigures()].types += 1 }
      for type in file.protocols { perRole[type.role, default: SizeFigures()].protocols += 1 }
      for function in file.functions { perRole[function.role, default: SizeFigures()].functions += 1 }
      for (role, figures) in perRole {
        roles[role] = (roles[role] ?? SizeFigures()) + figures
        features[file.feature, default: [:]][role] =
          (features[file.feature]?[role] ?? SizeFigures()) + figures
      }
    }
    return (roles, features)
  }

  /// For each role, the distinct types of other roles and of shared targets it refers to, counted.
  public static func coupling(_ files: [FileMetrics], sharedNames: [String: SharedTarget]) -> [Role:
    [CouplingTarget:
    Int]]
  {
    var typeRoles: [String: Role] = [:]
    for file in files {
      for type in file.types + file.protocols { typeRoles[type.name] = type.role }
    }
    var coupling: [Role: [CouplingTarget: Set<String>]] = [:]
    for file in files {
      for (role, names) in file.referencesByRole {
        for name in names {
          if let target = typeRoles[name] {
            if target != role { coupling[role, default: [:]][.role(target), default: []].insert(name) }
          } else if let shared = sharedNames[name] {
            coupling[role, default: [:]][.shared(shared), default: []].insert(name)
          }
        }
      }
    }
    return coupling.mapValues { $0.mapValues(\.count) }
  }
}

/// Results written by index from concurrent iterations, each index once.
final class UnsafeResults<Value>: @unchecked Sendable {
  private var storage: [Value?]
  private let lock = NSLock()

  init(count: Int) { storage = Array(repeating: nil, count: count) }

  func set(_ index: Int, _ value: Value) {
    lock.lock()
    storage[index] = value
    lock.unlock()
  }

  var values: [Value] { storage.compactMap { $0 } }
}
