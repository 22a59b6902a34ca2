import ArchLab
import Foundation
import Testing

@testable import Workshop

/// What makes an exercise unproven, from a verification's typed result.
@Suite("Exercise proofs")
struct ExerciseVerifierTests {
  static let exercise = WorkshopExercise(
    id: "01-delete", number: "01", title: "Delete", folder: URL(fileURLWithPath: "/tmp/01-delete"))

  func proof(
    before: Int, after: Int, criteria: (Int, Int) = (6, 6), others: [String] = [],
    unwritten: [Architecture] = []
  )
    -> ExerciseVerifier.Proof
  {
    ExerciseVerifier.Proof(
      exercise: Self.exercise, criteriaBefore: criteria.0, criteriaAfter: criteria.1,
      architectures: [.init(architecture: .mvc, failingBefore: before, passingAfter: after)],
      unwritten: unwritten,
      sharedTests: [], otherFailures: others)
  }

  @Test("Red before and green after, with every unit test passing, is proven")
  func proven() {
    #expect(proof(before: 6, after: 6).problems.isEmpty)
  }

  @Test("Each way of not being proven is named")
  func problems() {
    #expect(proof(before: 0, after: 6).problems == ["01-delete: passes in MVC without its solution"])
    #expect(proof(before: 6, after: 5).problems == ["01-delete: fails in MVC with its solution"])
    #expect(
      proof(before: 6, after: 6, criteria: (6, 5)).problems == ["01-delete: fails in MVC with its solution"])
    #expect(proof(before: 2, after: 2, criteria: (2, 2)).problems == ["01-delete: only 2 criteria ran"])
    #expect(
      proof(before: 6, after: 6, others: ["MVCTests.x"]).problems
        == ["01-delete: unit tests fail with the solutions: MVCTests.x"])
    #expect(
      proof(before: 6, after: 6, unwritten: [.vip]).problems == ["01-delete: no reference solution in VIP"])
  }
}
