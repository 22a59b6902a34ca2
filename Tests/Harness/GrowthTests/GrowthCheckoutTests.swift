import ArchLab
import Foundation
import Testing

@testable import Growth

/// The checkout turned into a step and back, never discarding work without being told to.
@Suite("Turning the checkout into a step")
struct GrowthCheckoutTests {
  @Test("The checkout becomes step 2, then step 0 again, byte for byte")
  func turnAndBack() async throws {
    let fixture = try await Fixture()
    defer { fixture.remove() }
    let checkout = GrowthCheckout(series: try GrowthSeries(root: fixture.root))
    let plan = try await checkout.turn(into: 2, discarding: false)
    #expect(plan.uncommitted.isEmpty)
    #expect(
      plan.written.sorted() == [
        "Sources/Entities/Note.swift", "Sources/MVC/List.swift", "Sources/MVC/Search.swift",
      ])
    #expect(GrowthCheckout.currentStep(root: fixture.root) == 2)
    #expect(fixture.read("Sources/MVC/List.swift")?.contains("var query") == true)
    _ = try await checkout.turn(into: 0, discarding: false)
    #expect(GrowthCheckout.currentStep(root: fixture.root) == 0)
    #expect(try await fixture.git(["status", "--porcelain"]).isEmpty)
  }

  @Test("Uncommitted work is named and nothing changes unless discarding is confirmed")
  func asksFirst() async throws {
    let fixture = try await Fixture()
    defer { fixture.remove() }
    let checkout = GrowthCheckout(series: try GrowthSeries(root: fixture.root))
    try fixture.write("final class List {}\n// mine\n", to: "Sources/MVC/List.swift")
    try fixture.write("struct Mine {}\n", to: "Sources/MVC/Mine.swift")
    let refused = try await checkout.turn(into: 1, discarding: false)
    #expect(refused.uncommitted == ["Sources/MVC/List.swift", "Sources/MVC/Mine.swift"])
    #expect(refused.written.isEmpty && refused.removed.isEmpty)
    #expect(fixture.read("Sources/MVC/List.swift")?.contains("// mine") == true)
    #expect(GrowthCheckout.currentStep(root: fixture.root) == 0)
    let done = try await checkout.turn(into: 1, discarding: true)
    #expect(done.removed == ["Sources/MVC/Mine.swift"])
    #expect(fixture.read("Sources/MVC/List.swift")?.contains("func delete") == true)
  }

  @Test("At a step, the series' own changes are not work to discard; an edit on top of them is")
  func atAStep() async throws {
    let fixture = try await Fixture()
    defer { fixture.remove() }
    let checkout = GrowthCheckout(series: try GrowthSeries(root: fixture.root))
    _ = try await checkout.turn(into: 1, discarding: false)
    #expect(try await checkout.plan(2).uncommitted.isEmpty)
    try fixture.write("struct Note {}\n", to: "Sources/Entities/Note.swift")
    #expect(try await checkout.plan(0).uncommitted == ["Sources/Entities/Note.swift"])
  }

  @Test("A package made at a step while the checkout is at another starts from the commit, not the step")
  func treeFromAStep() async throws {
    let fixture = try await Fixture()
    defer { fixture.remove() }
    let series = try GrowthSeries(root: fixture.root)
    _ = try await GrowthCheckout(series: series).turn(into: 1, discarding: false)
    let files = try await GrowthTree(series: series).files(at: 2)
    let list = String(decoding: files["Sources/MVC/List.swift"]!, as: UTF8.self)
    #expect(list.components(separatedBy: "func delete").count == 2)
  }

  @Test("A step outside the series changes nothing")
  func unknownStep() async throws {
    let fixture = try await Fixture()
    defer { fixture.remove() }
    let checkout = GrowthCheckout(series: try GrowthSeries(root: fixture.root))
    await #expect(throws: GrowthError.self) { try await checkout.turn(into: 9, discarding: true) }
    #expect(try await fixture.git(["status", "--porcelain"]).isEmpty)
  }
}
