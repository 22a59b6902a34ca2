import ArchLab
import Foundation
import HarnessSupport
import Workshop

/// The workspace's package at one step of the growth series, in a folder of its own
/// (`.build/growth/tree` by default), kept from one use to the next so that a step
/// builds on the last one's build: only the files whose bytes differ are written.
public struct GrowthTree: Sendable {
  /// What a step's package is made of, relative to the workspace root: the package
  /// manifest, the code, the examples and documents the tests read, the workshop.
  public static let inputs = ["Package.swift", "Sources", "Tests", "Examples", "Docs", "Workshop"]

  /// The series.
  public var series: GrowthSeries
  /// Where the step's package is kept.
  public var location: URL

  /// A tree for `series` at `location` (by default `<root>/.build/growth/tree`).
  public init(series: GrowthSeries, location: URL? = nil) {
    self.series = series
    self.location = location ?? series.root.appending(path: ".build/growth/tree")
  }

  /// Where the tree's tests are built and run: a ``ScopedPackage`` of the step's test
  /// targets and what they need, beside the tree (no harness, no swift-syntax).
  public var testsLocation: URL {
    location.deletingLastPathComponent().appending(path: location.lastPathComponent + "-tests")
  }

  /// Where a step's files start from.
  public enum Base: Sendable, Equatable {
    /// The workspace's files as they are on disk (those git does not ignore).
    case workingTree
    /// The files of a commit.
    case commit(String)
  }

  /// The base a step of the workspace is made from: the files on disk, or, when the
  /// checkout itself has been turned into a step (``GrowthCheckout``), the commit it
  /// was turned from, so that step N is never built on top of another step.
  public func defaultBase() -> Base {
    GrowthCheckout.marker(root: series.root).map { .commit($0.base) } ?? .workingTree
  }

  /// The package's files at step `number`, by path relative to the root: `base`'s files
  /// (by default ``defaultBase()``) with the series' patches up to `number` applied, the
  /// series being `base`'s own (`Workshop/Growth/` as it is there).
  public func files(at number: Int, from base: Base? = nil) async throws(GrowthError) -> [String: Data] {
    try await staged(upTo: number, from: base, keepingEveryStep: false).last ?? [:]
  }

  /// The package's files at every step from 0 to `last`, in order: what ``files(at:from:)``
  /// gives for each, from one staging folder, each step's patches applied once.
  public func files(through last: Int, from base: Base? = nil) async throws(GrowthError) -> [[String: Data]] {
    try await staged(upTo: last, from: base, keepingEveryStep: true)
  }

  /// `base`'s files staged in a folder of their own with the patches up to step `last`
  /// applied, step by step; the files after every step, or only after the last.
  private func staged(upTo last: Int, from base: Base?, keepingEveryStep: Bool) async throws(GrowthError)
    -> [[String: Data]]
  {
    let staging = FileManager.default.temporaryDirectory.appending(
      path: "archlab-growth-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: staging) }
    switch base ?? defaultBase() {
    case .workingTree: try Self.write(try await Self.workspaceFiles(root: series.root), to: staging)
    case .commit(let commit): try await Self.extract(commit, root: series.root, to: staging)
    }
    let staged = try GrowthSeries(root: staging)
    guard last <= staged.last else { throw .unknownStep(String(last), valid: staged.range) }
    var steps = keepingEveryStep ? [try Self.read(staging)] : []
    for step in staged.steps.prefix(last) {
      for patch in step.patches(for: Architecture.allCases) {
        try await Self.apply(patch, of: step, in: staging)
      }
      if keepingEveryStep { steps.append(try Self.read(staging)) }
    }
    return keepingEveryStep ? steps : [try Self.read(staging)]
  }

  /// Writes the package inputs of `commit` under `folder` (`git archive`; nothing is checked out).
  public static func extract(_ commit: String, root: URL, to folder: URL) async throws(GrowthError) {
    let archive = FileManager.default.temporaryDirectory.appending(
      path: "archlab-growth-\(UUID().uuidString).tar")
    defer { try? FileManager.default.removeItem(at: archive) }
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      // git archive refuses a path the commit lacks (a package without Examples/, say).
      let listed = try await Shell.run(["git", "ls-tree", "--name-only", commit, "--"] + inputs, in: root)
      guard listed.status == 0 else {
        throw GrowthError.git("git ls-tree \(commit) failed: \(listed.standardError)")
      }
      let present = listed.standardOutput.split(separator: "\n").map(String.init)
      let packed = try await Shell.run(
        ["git", "archive", "--format=tar", "-o", archive.path, commit, "--"] + present, in: root)
      guard packed.status == 0 else {
        throw GrowthError.git("git archive \(commit) failed: \(packed.standardError)")
      }
      let unpacked = try await Shell.run(["tar", "-xf", archive.path, "-C", folder.path], in: root)
      guard unpacked.status == 0 else {
        throw GrowthError.file("tar could not unpack \(commit): \(unpacked.standardError)")
      }
    } catch let error as GrowthError {
      throw error
    } catch {
      throw .git("cannot read commit \(commit): \(error)")
    }
  }

  /// Makes the tree hold exactly the package at step `number`; returns its files'
  /// key (``key(_:)``) and what was written or removed.
  @discardableResult
  public func materialize(step number: Int) async throws(GrowthError) -> (
    key: String, written: [String], removed: [String]
  ) {
    try materialize(try await files(at: number))
  }

  /// Makes the tree hold exactly `wanted` (a step's files); returns their key and what
  /// was written or removed.
  @discardableResult
  public func materialize(_ wanted: [String: Data]) throws(GrowthError) -> (
    key: String, written: [String], removed: [String]
  ) {
    let present: [String: Data]
    do {
      present = FileManager.default.fileExists(atPath: location.path) ? try Self.read(location) : [:]
    } catch {
      throw .file("cannot read \(location.path): \(error)")
    }
    var written: [String] = []
    for (path, data) in wanted.sorted(by: { $0.key < $1.key }) where present[path] != data {
      do {
        let file = location.appending(path: path)
        try FileManager.default.createDirectory(
          at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
      } catch {
        throw .file("cannot write \(path) in \(location.path): \(error)")
      }
      written.append(path)
    }
    let removed = present.keys.filter { wanted[$0] == nil }.sorted()
    for path in removed { try? FileManager.default.removeItem(at: location.appending(path: path)) }
    return (Self.key(wanted), written, removed)
  }

  /// A fingerprint of a package's files: SHA-256 over every path and its bytes, sorted.
  public static func key(_ files: [String: Data]) -> String {
    var fingerprint = InputFingerprint()
    fingerprint.add(files)
    return fingerprint.digest
  }

  /// The package's input files in the workspace, read from disk: those git lists
  /// (tracked, or new and not ignored) in a clone, every file under the inputs otherwise.
  static func workspaceFiles(root: URL) async throws(GrowthError) -> [String: Data] {
    var paths: [String]
    if let listed = try? await Shell.run(
      ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard", "--"] + inputs, in: root),
      listed.status == 0
    {
      paths = listed.standardOutput.split(separator: "\0").map(String.init)
    } else {
      paths = []
      for input in inputs {
        let url = root.appending(path: input)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else { continue }
        paths += isFolder.boolValue ? FileTree.files(under: url).map { "\(input)/\($0)" } : [input]
      }
    }
    var files: [String: Data] = [:]
    for path in Set(paths) where path != GrowthCheckout.markerPath {
      // A file git lists may have been deleted in the working tree: it is not part of the package.
      guard let data = FileManager.default.contents(atPath: root.appending(path: path).path) else { continue }
      files[path] = data
    }
    guard !files.isEmpty else { throw .file("no package files found in \(root.path)") }
    return files
  }

  /// The input files under `folder`, by relative path (hidden entries and `.build` folders
  /// left out, as ``FileTree/files(under:skipping:)`` lists them).
  static func read(_ folder: URL) throws(GrowthError) -> [String: Data] {
    var files: [String: Data] = [:]
    for input in inputs {
      let url = folder.appending(path: input)
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else { continue }
      let paths = isFolder.boolValue ? FileTree.files(under: url).map { "\(input)/\($0)" } : [input]
      for path in paths {
        files[path] = FileManager.default.contents(atPath: folder.appending(path: path).path)
      }
    }
    return files
  }

  /// Writes `files` under `folder`.
  static func write(_ files: [String: Data], to folder: URL) throws(GrowthError) {
    do {
      for (path, data) in files {
        let file = folder.appending(path: path)
        try FileManager.default.createDirectory(
          at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
      }
    } catch {
      throw .file("cannot write the step's files in \(folder.path): \(error)")
    }
  }

  /// Applies `patch` of `step` (or takes it back out) in `folder`, which is no git
  /// repository; a patch that does not apply names the step, the patch and its files.
  static func apply(_ patch: URL, of step: GrowthStep, in folder: URL, reverse: Bool = false)
    async
    throws(GrowthError)
  {
    let result: Shell.Result
    do {
      // GIT_CEILING_DIRECTORIES keeps git from taking a repository above the folder for
      // its own: inside one, `git apply` would skip paths outside the current directory.
      result = try await Shell.run(
        ["git", "apply", "--whitespace=nowarn"] + (reverse ? ["-R"] : []) + [patch.path], in: folder,
        environment: ProcessInfo.processInfo.environment.merging(
          ["GIT_CEILING_DIRECTORIES": folder.deletingLastPathComponent().path]) { $1 })
    } catch {
      throw .git("cannot run git apply: \(error)")
    }
    guard result.status == 0 else {
      let text = (try? String(contentsOf: patch, encoding: .utf8)) ?? ""
      throw .patchDoesNotApply(
        step: step.number, patch: "\(GrowthSeries.folder)/\(step.id)/\(patch.lastPathComponent)",
        files: PatchApplier.touchedPaths(text), output: result.standardError)
    }
  }
}
