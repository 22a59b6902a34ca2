import ArchLab
import Foundation
import Testing

@testable import Growth

/// The series read from `Workshop/Growth/`, and a package made at any step of it.
@Suite("The growth series and its steps")
struct GrowthSeriesTests {
  @Test("The steps are read in order, titled by their exercise, with their patches in the order they apply")
  func steps() async throws {
    let fixture = try await Fixture()
    defer { fixture.remove() }
    let series = try GrowthSeries(root: fixture.root)
    #expect(series.steps.map(\.id) == ["01-delete-note", "02-search-notes"])
    #expect(series.steps.map(\.heading) == ["1 · Delete a note", "2 · Search notes"])
    #expect(series.range == 0...2)
    let patches = series.patches(upTo: 2).map { "\($0.0.number)/\($0.1.lastPathComponent)" }
    #expect(patches == ["1/shared.patch", "1/mvc.patch", "2/mvc.patch"])
    #expect(series.unwritten(upTo: 1).contains(.viper) && !series.unwritten(upTo: 1).contains(.mvc))
  }

  @Test("A step outside the series is refused, naming the valid ones", arguments: ["3", "-1", "six", ""])
  func unknownStep(_ text: String) async throws {
    let fixture = try await Fixture()
    defer { fixture.remove() }
    let series = try GrowthSeries(root: fixture.root)
    #expect(throws: GrowthError.unknownStep(text, valid: 0...2)) { try series.number(text) }
    #expect(GrowthError.unknownStep(text, valid: 0...2).description.contains("steps: 0…2"))
  }

  @Test("A workspace without a series is refused with its path")
  func noSeries() throws {
    let folder = FileManager.default.temporaryDirectory.appending(path: "archlab-empty-\(UUID().uuidString)")
    #expect(throws: GrowthError.noSeries(folder.appending(path: "Workshop/Growth").path)) {
      try GrowthSeries(root: folder)
    }
  }

  @Test("Step k's files are step 0's with every patch up to k applied; step 0 is the files as they are")
  func files() async throws {
    let fixture = try await Fixture()
    defer { fixture.remove() }
    let tree = GrowthTree(series: try GrowthSeries(root: fixture.root))
    let zero = try await tree.files(at: 0)
    #expect(
      String(decoding: zero["Sources/MVC/List.swift"]!, as: UTF8.self)
        == Fixture.base["Sources/MVC/List.swift"])
    let two = try await tree.files(at: 2)
    let list = String(decoding: two["Sources/MVC/List.swift"]!, as: UTF8.self)
    #expect(list.contains("func delete") && list.contains("var query"))
    #expect(two["Sources/MVC/Search.swift"] != nil && zero["Sources/MVC/Search.swift"] == nil)
    #expect(String(decoding: two["Sources/Entities/Note.swift"]!, as: UTF8.self).contains("var id: Int"))
    let again = try await tree.files(at: 2)
    #expect(GrowthTree.key(two) != GrowthTree.key(zero) && GrowthTree.key(two) == GrowthTree.key(again))
  }

  @Test("Every step's files from one staging, each step's patches applied once, are each step's files")
  func filesThrough() async throws {
    let fixture = try await Fixture()
    defer { fixture.remove() }
    let tree = GrowthTree(series: try GrowthSeries(root: fixture.root))
    let every = try await tree.files(through: 2)
    #expect(every.count == 3)
    for number in 0...2 {
      let one = try await tree.files(at: number)
      #expect(GrowthTree.key(every[number]) == GrowthTree.key(one), "step \(number)")
    }
    await #expect(throws: GrowthError.unknownStep("3", valid: 0...2)) { try await tree.files(through: 3) }
  }

  @Test("A patch that no longer applies names its step, its patch and its file")
  func brokenPatch() async throws {
    let fixture = try await Fixture()
    defer { fixture.remove() }
    try fixture.write("final class List {\n  var items: [String] = []\n}\n", to: "Sources/MVC/List.swift")
    let tree = GrowthTree(series: try GrowthSeries(root: fixture.root))
    do {
      _ = try await tree.files(at: 1)
      Issue.record("step 1 applied to a file it was not written against")
    } catch {
      guard case .patchDoesNotApply(let step, let patch, let files, _) = error else {
        Issue.record("\(error)")
        return
      }
      #expect(step == 1 && patch == "Workshop/Growth/01-delete-note/mvc.patch")
      #expect(files == ["Sources/MVC/List.swift"])
    }
  }

  @Test("The tree is written once, then only the files that differ from one step to the next")
  func materialize() async throws {
    let fixture = try await Fixture()
    defer { fixture.remove() }
    let location = fixture.root.appending(path: ".build/growth/tree")
    let tree = GrowthTree(series: try GrowthSeries(root: fixture.root), location: location)
    let first = try await tree.materialize(step: 1)
    #expect(first.written.contains("Sources/MVC/List.swift") && first.written.count > 4)
    let second = try await tree.materialize(step: 2)
    #expect(second.written == ["Sources/MVC/List.swift", "Sources/MVC/Search.swift"])
    let back = try await tree.materialize(step: 1)
    #expect(back.written == ["Sources/MVC/List.swift"] && back.removed == ["Sources/MVC/Search.swift"])
    #expect(try await tree.materialize(step: 1).written.isEmpty)
  }
}
