import ArchLab
import Foundation
import HarnessSupport
import TestRuns

/// The proofs `archlab exercise verify` made, kept in `Reports/workshop/exercise-<id>.json`
/// with the key of everything the proof read: the folders of the targets its test package
/// builds, the patches, scripts and transcripts of `Examples/` and `Workshop/` (not their
/// Markdown, which no exercise test reads), that package's manifest, the architectures and
/// the toolchain. While the key holds, the proof holds: verify reuses it instead of building
/// twice per exercise; a change to any of those proves the exercise again.
public struct ExerciseProofs: Sendable {
  /// Where the proofs are kept, relative to the workspace root.
  public static let folder = "Reports/workshop"
  /// The data folders whose files (Markdown aside) a proof reads.
  public static let dataFolders = ["Examples", "Workshop"]

  /// A proof as it is kept: the verifier's ``ExerciseVerifier/Proof`` with its key.
  public struct Kept: Codable, Sendable, Equatable {
    /// The key of what the proof read (``ExerciseProofs/key(_:in:)``).
    public var key: String
    /// The exercise's id, `01-delete-contact`.
    public var exercise: String
    /// When it was proven (ISO 8601) and with which toolchain.
    public var provenAt: String
    public var toolchain: String
    public var criteriaBefore: Int
    public var criteriaAfter: Int
    public var architectures: [Result]
    public var unwritten: [Architecture]
    public var sharedTests: [String]
    public var otherFailures: [String]

    /// One architecture's criteria before and after its solution.
    public struct Result: Codable, Sendable, Equatable {
      public var architecture: Architecture
      public var failingBefore: Int
      public var passingAfter: Int
    }

    /// `proof` kept under `key`.
    public init(_ proof: ExerciseVerifier.Proof, key: String, toolchain: String, at date: Date = Date()) {
      self.key = key
      exercise = proof.exercise.id
      provenAt = ISO8601DateFormatter().string(from: date)
      self.toolchain = toolchain
      criteriaBefore = proof.criteriaBefore
      criteriaAfter = proof.criteriaAfter
      architectures = proof.architectures.map {
        Result(architecture: $0.architecture, failingBefore: $0.failingBefore, passingAfter: $0.passingAfter)
      }
      unwritten = proof.unwritten
      sharedTests = proof.sharedTests
      otherFailures = proof.otherFailures
    }

    /// The proof of `exercise` this records.
    public func proof(of exercise: WorkshopExercise) -> ExerciseVerifier.Proof {
      ExerciseVerifier.Proof(
        exercise: exercise, criteriaBefore: criteriaBefore, criteriaAfter: criteriaAfter,
        architectures: architectures.map {
          .init(architecture: $0.architecture, failingBefore: $0.failingBefore, passingAfter: $0.passingAfter)
        }, unwritten: unwritten, sharedTests: sharedTests, otherFailures: otherFailures)
    }
  }

  /// The workspace root.
  public var root: URL

  /// The proofs of the workspace at `root`.
  public init(root: URL) {
    self.root = root
  }

  static func file(_ exercise: WorkshopExercise) -> KeptResult<Kept> {
    KeptResult(
      fileName: "exercise-\(exercise.id).json", format: .readable, endsWithLineBreak: true, key: \.key)
  }

  /// The key a proof of `exercise` in `architectures` holds for, from the files as they are now.
  public func key(_ exercise: WorkshopExercise, in architectures: [Architecture]) async throws -> String {
    let manifest = try await ScopedPackage.dumpedManifest(of: root)
    let tests = ExerciseTestRunner.testTargets(for: architectures)
    var fingerprint = InputFingerprint(
      header: "exercise \(exercise.id)\n\(architectures.map(\.rawValue).joined(separator: ","))\n"
        + "\(await Toolchain.swiftVersion())\n")
    fingerprint.add(text: try ScopedPackage.manifestText(of: tests, in: manifest))
    for folder in try ScopedPackage.closure(of: tests, in: manifest).map(ScopedPackage.folder(of:)) {
      fingerprint.add(folder: folder, in: root)
    }
    for folder in Self.dataFolders {
      fingerprint.add(folder: folder, in: root) { !$0.hasSuffix(".md") }
    }
    return fingerprint.digest
  }

  /// The kept proof of `exercise` if it holds for `key` and proves the exercise.
  public func fresh(_ exercise: WorkshopExercise, key: String) -> ExerciseVerifier.Proof? {
    guard let kept = Self.file(exercise).load(key: key, from: [root.appending(path: Self.folder)]) else {
      return nil
    }
    let proof = kept.proof(of: exercise)
    return proof.problems.isEmpty ? proof : nil
  }

  /// Keeps `proof`, made for `key`.
  public func keep(_ proof: ExerciseVerifier.Proof, key: String) async throws {
    let kept = Kept(proof, key: key, toolchain: await Toolchain.swiftVersion())
    try Self.file(proof.exercise).save(kept, in: root.appending(path: Self.folder))
  }
}
