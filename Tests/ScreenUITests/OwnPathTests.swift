import ScreenKit
import Testing

@testable import ScreenUI

/// A `NavigationStack` without a path of its own keeps one, as state of its identity:
/// kept while the stack stands there, freed when it leaves (a sheet's stack, with its sheet).
@MainActor
@Suite("ScreenUI: a navigation stack's own path")
struct OwnPathTests {
  @Test("A sheet's navigation stack keeps its own path while the sheet is up, and frees it with the sheet")
  func sheetStackPathFreed() throws {
    let root = ScreenUI.makeRootViewController(PeopleApp(people: People()))
    let driver = ScreenDriver(root: root)
    let stack = try #require((root as? TabBarController)?.viewControllers.first as? NavigationController)
    let graph = try #require((stack.viewControllers.first as? HostingController)?.graph)
    #expect(graph.ownPaths.isEmpty, "the About tab is not built before it is shown")
    try driver.selectTab("About")
    try driver.selectTab("People")
    let before = Set(graph.ownPaths.keys)
    #expect(!before.isEmpty, "the About tab's stack keeps its own")
    try driver.tap("+")
    let sheetPaths = Set(graph.ownPaths.keys).subtracting(before)
    #expect(sheetPaths.count == 1)
    weak let sheetBox = try #require(sheetPaths.first.flatMap { graph.ownPaths[$0]?.box })
    try driver.fill("Name", with: "Ada")
    #expect(Set(graph.ownPaths.keys) == before.union(sheetPaths), "kept while the sheet is up")
    try driver.tap("Cancel")
    #expect(Set(graph.ownPaths.keys) == before)
    #expect(sheetBox == nil)
    try driver.selectTab("About")
    try driver.selectTab("People")
    #expect(Set(graph.ownPaths.keys) == before, "the other stacks keep theirs")
  }
}
