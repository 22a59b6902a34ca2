import ArchLab
import Foundation
import HarnessSupport

/// A small workspace with a growth series of two steps, in a temporary git clone:
/// `Sources/Entities/Note.swift` and `Sources/MVC/List.swift` at step 0, a shared patch
/// and an MVC patch per step.
struct Fixture {
  let root: URL

  /// The files at step 0.
  static let base: [String: String] = [
    "Package.swift": "// swift-tools-version:6.1\n",
    "Sources/Entities/Note.swift": "struct Note {\n  var text: String\n}\n",
    "Sources/MVC/List.swift": "final class List {\n  var notes: [String] = []\n}\n",
    "Tests/MVCTests/ListTests.swift": "// tests\n",
    "Workshop/Exercises/01-delete-note/README.md": "# 01 · Delete a note\n",
    "Workshop/Exercises/02-search-notes/README.md": "# 02 · Search notes\n",
  ]

  /// The patches, by path under `Workshop/Growth/`.
  static let patches: [String: String] = [
    "01-delete-note/shared.patch": """
    diff --git a/Sources/Entities/Note.swift b/Sources/Entities/Note.swift
    --- a/Sources/Entities/Note.swift
    +++ b/Sources/Entities/Note.swift
    @@ -1,3 +1,4 @@
     struct Note {
       var text: String
    +  var id: Int
     }

    """,
    "01-delete-note/mvc.patch": """
    diff --git a/Sources/MVC/List.swift b/Sources/MVC/List.swift
    --- a/Sources/MVC/List.swift
    +++ b/Sources/MVC/List.swift
    @@ -1,3 +1,4 @@
     final class List {
       var notes: [String] = []
    +  func delete(at index: Int) { notes.remove(at: index) }
     }

    """,
    "02-search-notes/mvc.patch": """
    diff --git a/Sources/MVC/List.swift b/Sources/MVC/List.swift
    --- a/Sources/MVC/List.swift
    +++ b/Sources/MVC/List.swift
    @@ -1,4 +1,5 @@
     final class List {
       var notes: [String] = []
       func delete(at index: Int) { notes.remove(at: index) }
    +  var query = ""
     }
    diff --git a/Sources/MVC/Search.swift b/Sources/MVC/Search.swift
    new file mode 100644
    --- /dev/null
    +++ b/Sources/MVC/Search.swift
    @@ -0,0 +1 @@
    +struct Search {}

    """,
  ]

  /// A fresh clone holding the base files and the patches, committed.
  init() async throws {
    root = FileManager.default.temporaryDirectory.appending(
      path: "archlab-growth-fixture-\(UUID().uuidString)")
    for (path, text) in Self.base { try write(text, to: path) }
    for (path, text) in Self.patches { try write(text, to: "Workshop/Growth/\(path)") }
    try await git(["init", "-q"])
    try await git(["-c", "user.email=a@b", "-c", "user.name=A", "add", "-A"])
    try await git(["-c", "user.email=a@b", "-c", "user.name=A", "commit", "-q", "-m", "base"])
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

  @discardableResult
  func git(_ arguments: [String]) async throws -> String {
    let result = try await Shell.run(["git"] + arguments, in: root)
    guard result.status == 0 else { throw HarnessError.tool("git \(arguments): \(result.standardError)") }
    return result.standardOutput
  }

  func remove() { try? FileManager.default.removeItem(at: root) }
}
