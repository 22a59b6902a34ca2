import Foundation
import Testing
import Workshop

@testable import Patches

/// `archlab patches follow` on a small workspace: a change that merges re-derives every patch
/// of its module; one that conflicts stops, names the file and the hunk, and writes nothing.
@Suite("Following a module's change through its patches")
struct PatchFollowerTests {
  static let owners: [PatchOwner] = [.module(.mvc), .shared]
  static let exercise01 = "Workshop/Exercises/01-delete-note/solutions/mvc.patch"
  static let exercise02 = "Workshop/Exercises/02-search-notes/solutions/mvc.patch"
  static let growth01 = "Workshop/Growth/01-delete-note/mvc.patch"
  static let growth02 = "Workshop/Growth/02-search-notes/mvc.patch"

  /// The module's file as `patches` (paths under the workspace) leave the working tree's.
  func applying(_ patches: [String], in workspace: PatchWorkspace) async throws -> [String: String?] {
    let changes = try await PatchApplier.apply(patches.map { workspace.root.appending(path: $0) }) {
      workspace.read($0)
    }
    return Dictionary(uniqueKeysWithValues: changes.map { ($0.path, $0.after) })
  }

  @Test("A change that merges cleanly re-derives the module's patches, which make the expected files")
  func cleanChange() async throws {
    let workspace = try await PatchWorkspace()
    defer { workspace.remove() }
    let mine = PatchWorkspace.list.replacingOccurrences(
      of: "notes.append(note)", with: "notes.append(note.trimmingCharacters(in: .whitespaces))")
    try workspace.write(mine, to: "Sources/MVC/List.swift")
    await #expect(throws: WorkshopError.self) { try await applying([Self.exercise01], in: workspace) }

    let outcome = try await PatchFollower(root: workspace.root).follow(Self.owners, overwriting: false)

    guard case .followed(let report) = outcome else {
      Issue.record("expected the patches followed, got \(outcome)")
      return
    }
    #expect(report.changedFiles == ["Sources/MVC/List.swift"])
    // Every patch touching the file is rewritten: its index line names the file's new blob.
    #expect(Set(report.rewritten) == [Self.exercise01, Self.exercise02, Self.growth01, Self.growth02])
    #expect(report.unchanged.count == 2 && report.unchanged.allSatisfy { $0.hasSuffix("shared.patch") })
    #expect(
      try await applying([Self.exercise01], in: workspace)["Sources/MVC/List.swift"]
        == PatchWorkspace.deleting(mine))
    let grown = try await applying([Self.growth01, Self.growth02], in: workspace)
    #expect(grown["Sources/MVC/List.swift"] == PatchWorkspace.searching(PatchWorkspace.deleting(mine)))
    #expect(grown["Sources/MVC/Search.swift"] == "struct Search {}\n")
    #expect(try await workspace.status("Sources", "Tests") == " M Sources/MVC/List.swift\n")
    #expect(workspace.read("Sources/MVC/List.swift") == mine)
  }

  @Test("A file the person moved (git mv) is followed to its new path: the derived patches name it there")
  func movedFile() async throws {
    let workspace = try await PatchWorkspace()
    defer { workspace.remove() }
    let moved = "Sources/MVC/NoteList.swift"
    _ = try await workspace.git(["mv", "Sources/MVC/List.swift", moved])
    let mine = PatchWorkspace.list.replacingOccurrences(
      of: "notes.append(note)", with: "notes.append(note.trimmingCharacters(in: .whitespaces))")
    try workspace.write(mine, to: moved)

    let outcome = try await PatchFollower(root: workspace.root).follow(Self.owners, overwriting: false)

    guard case .followed(let report) = outcome else {
      Issue.record("expected the patches followed, got \(outcome)")
      return
    }
    #expect(Set(report.rewritten) == [Self.exercise01, Self.exercise02, Self.growth01, Self.growth02])
    for patch in report.rewritten {
      #expect(workspace.read(patch)?.contains("Sources/MVC/List.swift") == false, "\(patch)")
    }
    #expect(try await applying([Self.exercise01], in: workspace)[moved] == PatchWorkspace.deleting(mine))
    let grown = try await applying([Self.growth01, Self.growth02], in: workspace)
    #expect(grown[moved] == PatchWorkspace.searching(PatchWorkspace.deleting(mine)))
    #expect(grown["Sources/MVC/Search.swift"] == "struct Search {}\n")
  }

  @Test("A conflicting change stops naming the file and the hunk, and leaves every patch untouched")
  func conflict() async throws {
    let workspace = try await PatchWorkspace()
    defer { workspace.remove() }
    let mine = PatchWorkspace.list.replacingOccurrences(
      of: "A list of notes.", with: "The notes a person keeps.")
    try workspace.write(mine, to: "Sources/MVC/List.swift")

    let outcome = try await PatchFollower(root: workspace.root).follow(Self.owners, overwriting: false)

    guard case .conflicts(let conflicts, let session) = outcome else {
      Issue.record("expected conflicts, got \(outcome)")
      return
    }
    #expect(conflicts.map(\.patch) == [Self.exercise01, Self.growth01])
    #expect(conflicts.allSatisfy { $0.path == "Sources/MVC/List.swift" })
    let hunk = try #require(conflicts.first?.hunks.first)
    #expect(hunk.firstLine == 1)
    #expect(hunk.lines.first == "<<<<<<< yours" && hunk.lines.contains("/// The notes a person keeps."))
    #expect(hunk.lines.contains("/// A list of notes, which can be deleted."))
    #expect(hunk.lines.last?.hasPrefix(">>>>>>> HEAD + Exercises/01-delete-note/solutions/mvc.patch") == true)
    #expect(try await workspace.status("Workshop").isEmpty)
    #expect(session.conflicts.count == 2)
    let file = try #require(workspace.read(conflicts[0].resolutionFile))
    #expect(MergeConflict.hasMarkers(file))
    await #expect(throws: PatchesError.self) {
      try await PatchFollower(root: workspace.root).follow(Self.owners, overwriting: true)
    }
  }

  @Test("Resolved conflicts carry on to the later steps; --abort drops a follow and writes nothing")
  func resolveAndContinue() async throws {
    let workspace = try await PatchWorkspace()
    defer { workspace.remove() }
    let mine = PatchWorkspace.list.replacingOccurrences(
      of: "A list of notes.", with: "The notes a person keeps.")
    try workspace.write(mine, to: "Sources/MVC/List.swift")
    let follower = PatchFollower(root: workspace.root)
    guard case .conflicts(let conflicts, _) = try await follower.follow(Self.owners, overwriting: false)
    else {
      Issue.record("expected conflicts")
      return
    }
    try follower.abort()
    #expect(try follower.session() == nil && workspace.read(conflicts[0].resolutionFile) == nil)
    #expect(try await workspace.status("Workshop").isEmpty)
    #expect(throws: PatchesError.noFollowInProgress) { try follower.abort() }
    _ = try await follower.follow(Self.owners, overwriting: false)
    for conflict in conflicts {
      try workspace.write(PatchWorkspace.deleting(mine), to: conflict.resolutionFile)
    }

    let outcome = try await follower.resume(overwriting: false)

    guard case .followed(let report) = outcome else {
      Issue.record("expected the patches followed, got \(outcome)")
      return
    }
    #expect(report.resolutions == 2)
    #expect(Set(report.rewritten) == [Self.exercise01, Self.exercise02, Self.growth01, Self.growth02])
    let grown = try await applying([Self.growth01, Self.growth02], in: workspace)
    #expect(grown["Sources/MVC/List.swift"] == PatchWorkspace.searching(PatchWorkspace.deleting(mine)))
    #expect(try follower.session() == nil)
  }

  @Test("Patch files with uncommitted changes are overwritten only when the person says so")
  func uncommitted() async throws {
    let workspace = try await PatchWorkspace()
    defer { workspace.remove() }
    let edited = try #require(workspace.read(Self.growth02)) + "\n"
    try workspace.write(edited, to: Self.growth02)

    let refused = try await PatchFollower(root: workspace.root).follow(Self.owners, overwriting: false)

    #expect(refused == .uncommitted([Self.growth02]))
    #expect(workspace.read(Self.growth02) == edited)
    guard
      case .followed(let report) = try await PatchFollower(root: workspace.root).follow(
        Self.owners, overwriting: true)
    else {
      Issue.record("expected the patches followed")
      return
    }
    #expect(report.rewritten == [Self.growth02])
    #expect(try await workspace.status("Workshop").isEmpty)
  }
}
