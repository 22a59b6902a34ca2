import ScreenKit
import ScreenUI
import Testing

/// An object a view's state makes, counting how many were made.
@MainActor
final class Made {
  static var count = 0
  let serial: Int

  init() {
    Made.count += 1
    serial = Made.count
  }
}

/// A parent whose body makes its child again on every tap.
struct MakingParent: ScreenUI.View {
  @State private var taps = 0

  var body: some ScreenUI.View {
    VStack {
      Text("Taps \(taps)")
      Button("Tap") { taps += 1 }
      MakingChild()
    }
  }
}

/// A child whose state starts with a new object.
struct MakingChild: ScreenUI.View {
  @State private var made = Made()

  var body: some ScreenUI.View {
    Text("Made \(made.serial)")
  }
}

/// `@State`'s initial value as SwiftUI makes it: each time the view value is made, the
/// first kept.
@MainActor
@Suite("ScreenUI: a state's initial value", .serialized)
struct StateInitialValueTests {
  @Test("The initial value is made with every view value, and only the first is kept for the identity")
  func madeEachTimeKeptOnce() throws {
    Made.count = 0
    let driver = ScreenDriver(root: ScreenUI.makeRootViewController(MakingParent()))
    #expect(driver.shows("Made 1") && Made.count == 1)
    try driver.tap("Tap")
    #expect(driver.shows("Taps 1"))
    #expect(Made.count == 2, "the parent's body made the child again, and its initial value with it")
    #expect(driver.shows("Made 1"), "the state kept the first")
  }
}
