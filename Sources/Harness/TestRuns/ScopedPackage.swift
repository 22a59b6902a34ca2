import Foundation
import HarnessSupport

/// Some of a package's test targets, with every target they depend on, as a package of
/// their own: a folder whose manifest lists just those targets and whose sources are links
/// to the workspace's folders. The report's instrumented runs build it instead of the whole
/// workspace, so that the harness and what only it needs (swift-syntax) are never compiled
/// with coverage. The manifest is written from `swift package dump-package` of the
/// workspace's own: the targets, their dependencies, paths and exclusions are the workspace's.
public struct ScopedPackage: Sendable {
  /// The scoped package's folder.
  public var root: URL
  /// Its test bundle, once built (`<scratch>/debug/<Name>PackageTests.xctest`).
  public var testBundle: URL

  /// The folders tests read at run time beside their sources, linked into every scoped package.
  public static let dataFolders = ["Examples", "Docs", "Workshop"]

  /// The folders (relative to the workspace) a scoped package of `tests` reads: its targets'
  /// (`manifest`, the workspace's as ``dumpedManifest(of:)`` gives it) and ``dataFolders``.
  public static func inputFolders(of tests: [String], in manifest: [String: Any]) throws -> [String] {
    try closure(of: tests, in: manifest).map { declaration(of: $0).path } + dataFolders
  }

  /// Writes, in `folder`, the package of `tests` (test-target names) and what they depend
  /// on, from the package at `workspace`; the manifest and links are rewritten each time,
  /// the build folder kept.
  public static func make(workspace: URL, at folder: URL, tests: [String]) async throws -> ScopedPackage {
    let manifest = try await Self.dumpedManifest(of: workspace)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for target in try Self.closure(of: tests, in: manifest) {
      let path = Self.declaration(of: target).path
      try Self.link(workspace.appending(path: path), at: folder.appending(path: path))
    }
    let name = manifest["name"] as? String ?? "Scoped"
    let text = try Self.manifestText(of: tests, in: manifest)
    // What tests read at run time beside their sources (the scripted sessions, the documents,
    // the workshop and the growth series, which `archlab run --step` reads from the current folder).
    for extra in dataFolders
    where FileManager.default.fileExists(atPath: workspace.appending(path: extra).path) {
      try Self.link(workspace.appending(path: extra), at: folder.appending(path: extra))
    }
    let file = folder.appending(path: "Package.swift")
    if (try? String(contentsOf: file, encoding: .utf8)) != text {
      try Data(text.utf8).write(to: file)
    }
    return ScopedPackage(
      root: folder, testBundle: folder.appending(path: ".build/debug/\(name)PackageTests.xctest"))
  }

  /// The manifest of the scoped package of `tests` (test-target names) in the workspace whose
  /// manifest is `manifest` (as ``dumpedManifest(of:)`` gives it): the targets they need, with
  /// their dependencies, paths and exclusions, and the packages those use, pinned. What this
  /// text and ``inputFolders(of:in:)`` hold is all a build of those tests reads of the
  /// workspace, so the keys of results made from such a build hash this text rather than the
  /// workspace's `Package.swift`: a target that none of the tests needs changes no result.
  public static func manifestText(of tests: [String], in manifest: [String: Any]) throws -> String {
    var declarations: [String] = []
    var usedPackages = Set<String>()
    for target in try Self.closure(of: tests, in: manifest) {
      let (declaration, _, packages) = Self.declaration(of: target)
      declarations.append(declaration)
      usedPackages.formUnion(packages)
    }
    return Self.manifestText(
      name: manifest["name"] as? String ?? "Scoped",
      packages: Self.packageLines(of: manifest, used: usedPackages), targets: declarations)
  }

  /// The workspace's manifest as `swift package dump-package` prints it.
  public static func dumpedManifest(of workspace: URL) async throws -> [String: Any] {
    // A scratch folder of its own: the workspace's `.build` may be locked by the SwiftPM
    // command this runs under (`swift test`), which would wait for it forever.
    let scratch = FileManager.default.temporaryDirectory.appending(path: "archlab-dump-package")
    let dumped = try await Shell.run(
      ["swift", "package", "--scratch-path", scratch.path, "dump-package"], in: workspace)
    guard dumped.status == 0,
      let manifest = try JSONSerialization.jsonObject(with: Data(dumped.standardOutput.utf8))
        as? [String: Any]
    else {
      throw HarnessError.tool(
        "swift package dump-package failed in \(workspace.path): \(dumped.standardError.prefix(400))")
    }
    return manifest
  }

  /// The targets named `tests` and every target they depend on, in the manifest's order.
  public static func closure(of tests: [String], in manifest: [String: Any]) throws -> [[String: Any]] {
    let declared = manifest["targets"] as? [[String: Any]] ?? []
    let all = declared.reduce(into: [String: [String: Any]]()) { $0[$1["name"] as? String ?? ""] = $1 }
    var wanted: [String] = []
    var pending = tests
    while let name = pending.popLast() {
      guard !wanted.contains(name) else { continue }
      guard let target = all[name] else { throw HarnessError.tool("the package has no target \(name)") }
      wanted.append(name)
      pending += Self.dependencies(of: target).byName
    }
    return declared.filter { wanted.contains($0["name"] as? String ?? "") }
  }

  /// The folder of `target` (a target of a dumped manifest), relative to the workspace.
  public static func folder(of target: [String: Any]) -> String {
    declaration(of: target).path
  }

  /// A target's line in the scoped manifest, its folder, and the packages whose products it uses.
  static func declaration(of target: [String: Any]) -> (line: String, path: String, packages: [String]) {
    let name = target["name"] as? String ?? ""
    let isTest = target["type"] as? String == "test"
    let path = target["path"] as? String ?? (isTest ? "Tests/\(name)" : "Sources/\(name)")
    let (byName, products) = Self.dependencies(of: target)
    let dependencies =
      byName.map { "\"\($0)\"" }
      + products.map { ".product(name: \"\($0.name)\", package: \"\($0.package)\")" }
    let exclude = (target["exclude"] as? [String] ?? []).map { "\"\($0)\"" }
    let line =
      "    .\(isTest ? "testTarget" : "target")(name: \"\(name)\", dependencies: [\(dependencies.joined(separator: ", "))], "
      + "path: \"\(path)\", exclude: [\(exclude.joined(separator: ", "))]),"
    return (line, path, products.map(\.package))
  }

  /// The manifest's package dependencies that the scoped targets use, pinned as the workspace pins them.
  static func packageLines(of manifest: [String: Any], used: Set<String>) -> [String] {
    (manifest["dependencies"] as? [[String: Any]] ?? []).compactMap { dependency -> String? in
      guard let control = (dependency["sourceControl"] as? [[String: Any]])?.first,
        let identity = control["identity"] as? String,
        used.contains(where: { $0.lowercased() == identity }),
        let remote = ((control["location"] as? [String: Any])?["remote"] as? [[String: Any]])?.first?[
          "urlString"]
          as? String,
        let exact = ((control["requirement"] as? [String: Any])?["exact"] as? [String])?.first
      else { return nil }
      return "    .package(url: \"\(remote)\", exact: \"\(exact)\"),"
    }
  }

  /// The scoped package's manifest.
  static func manifestText(name: String, packages: [String], targets: [String]) -> String {
    // Single-line literals: cloc, which the line counts are checked against, takes a line of a
    // multi-line literal that starts with `//` for a comment.
    let header =
      "// swift-tools-version:6.1\n"
      + "// Written by the ArchLab harness (ScopedPackage): some of \(name)'s test targets and what they need.\n"
    return header + """
      import PackageDescription

      let package = Package(
        name: "\(name)",
        platforms: [.macOS(.v14)],
        dependencies: [
      \(packages.joined(separator: "\n"))
        ],
        targets: [
      \(targets.joined(separator: "\n"))
        ],
        swiftLanguageModes: [.v6]
      )

      """
  }

  /// A target's dependencies: on targets by name, and on products of packages.
  static func dependencies(of target: [String: Any]) -> (
    byName: [String], products: [(name: String, package: String)]
  ) {
    var byName: [String] = []
    var products: [(String, String)] = []
    for dependency in target["dependencies"] as? [[String: Any]] ?? [] {
      if let value = (dependency["byName"] ?? dependency["target"]) as? [Any],
        let name = value.first as? String
      {
        byName.append(name)
      } else if let value = dependency["product"] as? [Any], let name = value.first as? String,
        let package = value.dropFirst().first as? String
      {
        products.append((name, package))
      }
    }
    return (byName, products)
  }

  /// A symbolic link at `link` to `target`, replacing what was there.
  static func link(_ target: URL, at link: URL) throws {
    try FileManager.default.createDirectory(
      at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
    if (try? FileManager.default.destinationOfSymbolicLink(atPath: link.path)) == target.path { return }
    try? FileManager.default.removeItem(at: link)
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
  }
}
