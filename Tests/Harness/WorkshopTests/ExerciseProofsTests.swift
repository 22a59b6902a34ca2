import ArchLab
import Foundation
import Testing

@testable import Workshop

/// A proof kept in `Reports/workshop/` is reused only under the key it was made for, and
/// only when it proves the exercise.
@Suite("Kept exercise proofs")
struct ExerciseProofsTests {
  func root() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appending(path: "archlab-proofs-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  @Test("A kept proof is read back, the same proof, under its key and under no other")
  func roundTrip() async throws {
    let folder = try root()
    defer { try? FileManager.default.removeItem(at: folder) }
    let proofs = ExerciseProofs(root: folder)
    let proof = ExerciseVerifierTests().proof(before: 6, after: 6)
    try await proofs.keep(proof, key: "key-a")
    #expect(proofs.fresh(ExerciseVerifierTests.exercise, key: "key-a") == proof)
    #expect(proofs.fresh(ExerciseVerifierTests.exercise, key: "key-b") == nil)
    let file = folder.appending(path: "Reports/workshop/exercise-01-delete.json")
    #expect(FileManager.default.fileExists(atPath: file.path))
  }

  @Test("A kept proof that does not prove the exercise (green before its solution) is never reused")
  func unprovenNotReused() async throws {
    let folder = try root()
    defer { try? FileManager.default.removeItem(at: folder) }
    let proofs = ExerciseProofs(root: folder)
    try await proofs.keep(ExerciseVerifierTests().proof(before: 0, after: 6), key: "key-a")
    #expect(proofs.fresh(ExerciseVerifierTests.exercise, key: "key-a") == nil)
  }

  /// The checkout these tests run in.
  static let workspace = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  @Test("The key is the same twice over the same files, and differs for another exercise or architectures")
  func key() async throws {
    let catalog = try ExerciseCatalog(root: Self.workspace)
    let exercises = catalog.exercises
    try #require(exercises.count >= 2)
    let proofs = ExerciseProofs(root: Self.workspace)
    let first = try await proofs.key(exercises[0], in: Architecture.allCases)
    #expect(try await proofs.key(exercises[0], in: Architecture.allCases) == first)
    #expect(try await proofs.key(exercises[1], in: Architecture.allCases) != first)
    #expect(try await proofs.key(exercises[0], in: [.mvc]) != first)
  }
}
