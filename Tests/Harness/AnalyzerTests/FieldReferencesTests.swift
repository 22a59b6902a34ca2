import Foundation
import Testing

@testable import Analyzer

/// The references blended with the corpus's tuning half: the module weighs half, the field
/// apps the rest; an app is never in the reference it is ranked against; the held-out half
/// never enters one.
@Suite("References calibrated on the tuning half")
struct FieldReferencesTests {
  typealias Edge = ArchitectureProfile.Edge

  static let module = ArchitectureProfile(
    shares: [.viewController: 1.0], edges: [Edge(from: .viewController, to: .models)], countedLines: 100)
  static let fieldApp = ArchitectureProfile(
    shares: [.viewController: 0.5, .view: 0.5],
    edges: [Edge(from: .viewController, to: .view)], countedLines: 900)

  @Test("Shares are half the module's and half the field's mean; an edge needs half the weight")
  func blend() {
    let blended = FieldReferences.blend(Self.module, [Self.fieldApp, Self.fieldApp])
    #expect(blended.share(.viewController) == 0.75)
    #expect(blended.share(.view) == 0.25)
    // The module's edge weighs 0.5, the two apps' edge 0.5 together: both are kept.
    #expect(
      Set(blended.edges) == [
        Edge(from: .viewController, to: .models), Edge(from: .viewController, to: .view),
      ])
    let mixed = FieldReferences.blend(Self.module, [Self.fieldApp, Self.module])
    // The apps' edge now weighs 0.25: left out.
    #expect(mixed.edges == [Edge(from: .viewController, to: .models)])
    #expect(FieldReferences.blend(Self.module, []) == Self.module)
  }

  @Test("An app is left out of the reference it is ranked against; a reference no app states is the module")
  func leavingOut() {
    let lab = [("MVC", Self.module), ("MVP", Self.module)]
    let field = [FieldReferences.FieldApp(repo: "a/app", label: "mvc", profile: Self.fieldApp)]
    let with = FieldReferences.blend(lab, with: field)
    #expect(with[0].profile.share(.view) == 0.25)
    #expect(with[1].profile == Self.module)
    let without = FieldReferences.blend(lab, with: field, leavingOut: "a/app")
    #expect(without[0].profile == Self.module)
  }

  @Test("Only the tuning half's committed figures are read, and only apps that state one of the ten")
  func committedField() throws {
    let field = FieldReferences.load(archlabRoot: Workspace.root)
    let corpus = try Corpus.load(root: Workspace.root)
    let tuning = Set(
      corpus.apps(in: .tuning).filter { !["none", "other"].contains($0.label) }.map(\.repo))
    #expect(!field.isEmpty)
    #expect(Set(field.map(\.repo)).isSubset(of: tuning))
    #expect(field.count >= tuning.count - 2, "every tuning app with code to count")
  }
}
