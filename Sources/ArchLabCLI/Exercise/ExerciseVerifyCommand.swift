import ArchLab
import ArgumentParser
import Foundation
import HarnessSupport
import Workshop

/// `archlab exercise verify`: proves every exercise real — its tests fail on this tree
/// in every architecture, and pass once its reference solutions are applied. The work is
/// the Workshop target's ``ExerciseVerifier``; this command prints what it found.
struct ExerciseVerifyCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "verify",
    abstract:
      "For maintainers and CI: prove each exercise fails before and passes after its reference solutions.",
    discussion: """
      Needs Sources/ and Tests/ without uncommitted changes. For each exercise: runs its tests for \
      every architecture (each must fail at least one criterion), applies its patches in place \
      (shared.patch and every architecture's patch together: one build), runs its tests and every \
      module's unit tests (all must pass), and takes the patches back out, whatever happened. \
      Each proof is kept in Reports/workshop/ with the key of the files it read (the test package's \
      targets and manifest, the workshop's patches, the toolchain); an exercise whose kept proof \
      holds for its files as they are is not built again unless --again is given.
      """)

  @Argument(help: "The exercises to verify (all when none is given).")
  var ids: [String] = []

  @Option(
    name: .customLong("arch"),
    help: "An architecture to verify the exercises in (repeat for several; all by default).")
  var chosen: [Architecture] = []

  @Flag(
    help:
      "Prove every exercise again, even one whose proof kept in Reports/workshop/ holds for its files as they are."
  )
  var again = false

  @OptionGroup var workspace: WorkspaceOption

  /// The architectures each exercise is proven in: every one unless some are chosen.
  var architectures: [Architecture] { chosen.isEmpty ? Architecture.allCases : chosen }

  func run() async throws {
    let catalog = try workspace.catalog()
    let exercises = try ids.isEmpty ? catalog.exercises : ids.map { try workspace.exercise($0) }
    let verifier = ExerciseVerifier(root: workspace.url)
    let dirty = try await workshop { try await verifier.uncommitted() }
    guard dirty.isEmpty else {
      throw CLIError(
        "verify applies patches in place and needs a clean Sources/ and Tests/; uncommitted: "
          + dirty.prefix(5).joined(separator: ", "))
    }
    // A closed pipe (`… | head`) must not kill verify while patches are applied.
    signal(SIGPIPE, SIG_IGN)
    print(
      "If you interrupt this, restore the tree with: git checkout -- Sources Tests && git clean -fd Sources Tests\n"
    )
    var problems: [String] = []
    let proofs = ExerciseProofs(root: workspace.url)
    for exercise in exercises {
      let start = ContinuousClock.now
      print("\(exercise.heading)")
      let key = try await workshop { try await proofs.key(exercise, in: architectures) }
      if !again, let kept = proofs.fresh(exercise, key: key) {
        Self.report(kept)
        print(
          "  (reused: its proof in \(ExerciseProofs.folder)/ holds for its files as they are; --again proves it anew)"
        )
        continue
      }
      let proof = try await workshop { try await verifier.verify(exercise, in: architectures) }
      Self.report(proof)
      problems += proof.problems
      if proof.problems.isEmpty {
        try await workshop { try await proofs.keep(proof, key: key) }
      }
      print("  (\(String(format: "%.0f", (ContinuousClock.now - start).seconds)) s)")
    }
    guard problems.isEmpty else {
      throw CLIError("not every exercise is proven:\n" + problems.map { "  - \($0)" }.joined(separator: "\n"))
    }
    print(
      "Every exercise fails without its reference solutions and passes with them, in \(Prose.list(architectures.map(\.displayName)))."
    )
  }

  /// One exercise's proof, architecture by architecture.
  static func report(_ proof: ExerciseVerifier.Proof) {
    if !proof.unwritten.isEmpty {
      print(
        "  no reference solution in \(Prose.list(proof.unwritten.map(\.displayName))): not proven there")
    }
    for result in proof.architectures {
      print(
        "  before, \(result.architecture.displayName): \(result.failingBefore) of \(proof.criteriaBefore) criteria fail"
      )
    }
    for result in proof.architectures {
      print(
        "  after,  \(result.architecture.displayName): \(result.passingAfter) of \(proof.criteriaAfter) criteria pass"
      )
    }
    if !proof.architectures.isEmpty, proof.otherFailures.isEmpty {
      let shared = proof.sharedTests.isEmpty ? "" : " and \(proof.sharedTests.joined(separator: ", "))"
      print("  after,  every module's unit tests\(shared) pass")
    }
  }
}
