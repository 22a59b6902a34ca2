import Observation
import ScreenKit
import ScreenUI
import Testing

/// Which name is picked: the item a `navigationDestination(item:)` pushes for.
@MainActor
@Observable
final class Pick {
  var name: String?
}

/// A list of names; picking one sets the model's item, which pushes its screen.
struct PickList: ScreenUI.View {
  @Bindable var pick: Pick
  let names: [String]

  var body: some ScreenUI.View {
    NavigationStack {
      List {
        ForEach(names, id: \.self) { name in
          Button(name) { pick.name = name }
        }
      }
      .navigationTitle("Names")
      .navigationDestination(item: $pick.name) { name in
        PickedName(pick: pick, name: name)
      }
    }
  }
}

/// The screen pushed for a name: its text, Close, which dismisses it, and Next, which
/// picks another name.
struct PickedName: ScreenUI.View {
  let pick: Pick
  let name: String
  @Environment(\.dismiss) private var dismiss

  var body: some ScreenUI.View {
    VStack {
      Text("Name: \(name)")
      Button("Close") { dismiss() }
      Button("Next") { pick.name = name + "+" }
    }
    .navigationTitle("Picked")
  }
}

/// `navigationDestination(item:)`: a screen pushed while an optional item is set, as
/// SwiftUI's is; popping it (the back button, `dismiss`) sets the item to `nil`.
@MainActor
@Suite("ScreenUI: a destination pushed for an item")
struct NavigationDestinationItemTests {
  @Test("Setting the item pushes its screen; the back button pops it and sets the item to nil")
  func pushAndBack() throws {
    let pick = Pick()
    let driver = ScreenDriver(
      root: ScreenUI.makeRootViewController(PickList(pick: pick, names: ["Ada", "Grace"])))
    let stack = try #require(driver.window.rootViewController as? NavigationController)
    try driver.select("Grace")
    #expect(driver.snapshot.title == "Picked")
    #expect(driver.snapshot.backButton == "< Names")
    #expect(driver.shows("Name: Grace"))
    #expect(stack.viewControllers.count == 2)
    weak let pushed = stack.topViewController
    try driver.tap("< Names")
    #expect(pick.name == nil)
    #expect(driver.snapshot.title == "Names")
    #expect(stack.viewControllers.count == 1)
    #expect(pushed == nil, "the popped screen is freed")
  }

  @Test("The pushed screen's dismiss sets the item to nil; another item shows in the same screen")
  func dismissAndReplace() throws {
    let pick = Pick()
    let driver = ScreenDriver(root: ScreenUI.makeRootViewController(PickList(pick: pick, names: ["Ada"])))
    let stack = try #require(driver.window.rootViewController as? NavigationController)
    try driver.select("Ada")
    weak let first = stack.topViewController
    try driver.tap("Next")
    #expect(pick.name == "Ada+")
    #expect(driver.snapshot.elements.first == .label("Name: Ada+"))
    #expect(stack.viewControllers.count == 2)
    #expect(stack.topViewController === first, "the screen stays, showing the new item")
    try driver.tap("Close")
    #expect(pick.name == nil)
    #expect(driver.snapshot.title == "Names")
    #expect(stack.viewControllers.count == 1)
  }
}
