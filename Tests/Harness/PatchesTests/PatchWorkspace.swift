import Foundation
import HarnessSupport

/// A small workspace in a temporary git clone, with a fake module (`Sources/MVC/List.swift`
/// and its tests), a shared target (`Sources/Entities/Note.swift`) and the workshop's layout:
/// two exercises (`01-delete-note` with an MVC and a shared solution, `02-search-notes` with an
/// MVC one) and a growth series of the same two changes. Its patches are written by git itself
/// (``generated``), so that they are what `archlab patches follow` derives.
struct PatchWorkspace {
  let root: URL

  /// The module's file at step 0.
  static let list = """
    /// A list of notes.
    final class List {
      var notes: [String] = []

      /// Adds a note.
      func add(_ note: String) {
        notes.append(note)
      }

      /// How many notes there are.
      var count: Int { notes.count }
    }

    """

  /// The module's file after change 01 (delete): its summary's first line says so, and a method.
  static func deleting(_ text: String) -> String {
    let summary = text.prefix { $0 != "\n" }
    return summary.dropLast() + ", which can be deleted."
      + text.dropFirst(summary.count).replacingOccurrences(
        of: "  }\n\n  /// How many",
        with: "  }\n\n  /// Deletes the note at `index`.\n  func delete(at index: Int) {\n"
          + "    notes.remove(at: index)\n  }\n\n  /// How many")
  }

  /// The module's file after change 02 (search): a property at the end.
  static func searching(_ text: String) -> String {
    text.replacingOccurrences(
      of: "  var count: Int { notes.count }\n}\n",
      with: "  var count: Int { notes.count }\n\n  /// The text searched for.\n  var query = \"\"\n}\n")
  }

  /// The files at step 0.
  static let base: [String: String] = [
    "Package.swift": "// swift-tools-version:6.1\n",
    "Sources/Entities/Note.swift": "struct Note {\n  var text: String\n}\n",
    "Sources/MVC/List.swift": list,
    "Tests/MVCTests/ListTests.swift": "// The list's tests.\n",
    "Workshop/Exercises/01-delete-note/README.md": "# 01 · Delete a note\n",
    "Workshop/Exercises/02-search-notes/README.md": "# 02 · Search notes\n",
  ]

  /// The shared change of 01.
  static let note = "struct Note {\n  var text: String\n  var id: Int\n}\n"

  /// The patches, by path, written by git from the files before and after each change: made
  /// once, by the first fixture that asks, and awaited by every one.
  static let generated = Task { () throws -> [String: String] in
    let generator = try await Generator()
    defer { generator.remove() }
    let step1 = [
      "Sources/MVC/List.swift": deleting(list),
      "Tests/MVCTests/ListTests.swift": "// The list's tests.\n// delete\n",
    ]
    let step2 = [
      "Sources/MVC/List.swift": searching(deleting(list)), "Sources/MVC/Search.swift": "struct Search {}\n",
    ]
    let moduleBase = [
      "Sources/MVC/List.swift": list, "Tests/MVCTests/ListTests.swift": "// The list's tests.\n",
    ]
    let shared = try await generator.patch(
      from: ["Sources/Entities/Note.swift": base["Sources/Entities/Note.swift"]!],
      to: ["Sources/Entities/Note.swift": note])
    let delete = try await generator.patch(from: moduleBase, to: moduleBase.merging(step1) { $1 })
    return [
      "Workshop/Exercises/01-delete-note/solutions/mvc.patch": delete,
      "Workshop/Exercises/01-delete-note/solutions/shared.patch": shared,
      "Workshop/Exercises/02-search-notes/solutions/mvc.patch": try await generator.patch(
        from: ["Sources/MVC/List.swift": list],
        to: ["Sources/MVC/List.swift": searching(list), "Sources/MVC/Search.swift": "struct Search {}\n"]),
      "Workshop/Growth/01-delete-note/mvc.patch": delete,
      "Workshop/Growth/01-delete-note/shared.patch": shared,
      "Workshop/Growth/02-search-notes/mvc.patch": try await generator.patch(
        from: ["Sources/MVC/List.swift": deleting(list)], to: step2),
    ]
  }

  /// A fresh clone holding the base files and the patches, committed.
  init() async throws {
    root = FileManager.default.temporaryDirectory.appending(
      path: "archlab-patches-fixture-\(UUID().uuidString)")
    for (path, text) in Self.base.merging(try await Self.generated.value, uniquingKeysWith: { $1 }) {
      try write(text, to: path)
    }
    try await git(["init", "-q"])
    try await commit("base")
  }

  func write(_ text: String, to path: String) throws {
    let file = root.appending(path: path)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: file)
  }

  func read(_ path: String) -> String? {
    try? String(contentsOf: root.appending(path: path), encoding: .utf8)
  }

  /// Commits everything.
  func commit(_ message: String) async throws {
    try await git(["add", "-A"])
    try await git(["commit", "-q", "-m", message])
  }

  /// What `git status --porcelain` says of `paths`.
  func status(_ paths: String...) async throws -> String {
    try await git(["status", "--porcelain", "--"] + paths)
  }

  @discardableResult
  func git(_ arguments: [String]) async throws -> String {
    try await Generator.git(arguments, in: root)
  }

  func remove() { try? FileManager.default.removeItem(at: root) }

  /// A scratch repository writing patches the way `git diff` writes them, with git's defaults.
  struct Generator {
    let folder = FileManager.default.temporaryDirectory.appending(
      path: "archlab-patches-gen-\(UUID().uuidString)")

    init() async throws {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try await Self.git(["init", "-q"], in: folder)
    }

    /// The patch from `old` to `new` (path → text), by `git diff --cached`.
    func patch(from old: [String: String], to new: [String: String]) async throws -> String {
      try await reset(to: old)
      try await Self.git(["commit", "-q", "--allow-empty", "-m", "old"], in: folder)
      try await reset(to: new)
      return try await Self.git(["diff", "--cached"], in: folder)
    }

    func remove() { try? FileManager.default.removeItem(at: folder) }

    private func reset(to files: [String: String]) async throws {
      try await Self.git(["rm", "-q", "-r", "--cached", "--ignore-unmatch", "."], in: folder)
      for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name != ".git" {
        try FileManager.default.removeItem(at: folder.appending(path: name))
      }
      for (path, text) in files {
        let file = folder.appending(path: path)
        try FileManager.default.createDirectory(
          at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
      }
      try await Self.git(["add", "-A"], in: folder)
    }

    /// Runs git in `folder` with no configuration but an author.
    @discardableResult
    static func git(_ arguments: [String], in folder: URL) async throws -> String {
      var environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("GIT_") }
      environment["GIT_CONFIG_NOSYSTEM"] = "1"
      environment["GIT_CONFIG_GLOBAL"] = "/dev/null"
      let result = try await Shell.run(
        ["git", "-c", "user.email=a@b", "-c", "user.name=A"] + arguments, in: folder, environment: environment
      )
      guard result.status == 0 else { throw HarnessError.tool("git \(arguments): \(result.standardError)") }
      return result.standardOutput
    }
  }
}
