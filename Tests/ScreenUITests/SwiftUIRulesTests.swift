import Observation
import ScreenKit
import Testing

@testable import ScreenUI

/// The rules of the SwiftUI release ScreenUI models (its README) that decide what is built
/// and when: a tab's content built when the tab is first shown, and a body evaluated again
/// for an environment change only when it read the key that changed. Counted by
/// ``BodyEvaluations``, not timed.
@MainActor
@Suite("ScreenUI: when content is built", .serialized)
struct SwiftUIRulesTests {
  @Test("A tab's content is built when the tab is first shown, then kept")
  func tabBuiltWhenFirstShown() throws {
    BodyEvaluations.shared.reset()
    let driver = drive(People(count: 3))
    #expect(BodyEvaluations.shared.byView["AboutTab"] == nil, "not built at launch")
    #expect(driver.shows("Person 0"))
    try driver.selectTab("About")
    // Built as it was first shown; its onAppear ran then, before the screen was drawn, and
    // the state it changed evaluated the body once more.
    #expect(BodyEvaluations.shared.byView["AboutTab"] == 2)
    #expect(driver.shows("Tapped 100 times"))
    try driver.tap("Tap")
    try driver.selectTab("People")
    try driver.selectTab("About")
    // Its state kept (101, then its onAppear again): built once, not again.
    #expect(driver.shows("Tapped 201 times"))
  }

  @Test("A body is evaluated again for an environment change only if it read the key that changed")
  func environmentKeyRead() throws {
    let settings = Settings()
    let driver = ScreenDriver(root: ScreenUI.makeRootViewController(SettingsApp(settings: settings)))
    #expect(driver.shows("Greeting: Hi") && driver.shows("Farewell: Bye"))
    BodyEvaluations.shared.reset()
    settings.greeting = "Hello"
    try driver.tap("Touch")  // any event: the graph updates at its end
    #expect(driver.shows("Greeting: Hello") && driver.shows("Farewell: Bye"))
    #expect(BodyEvaluations.shared.byView["GreetingReader"] == 1)
    #expect(BodyEvaluations.shared.byView["FarewellReader"] == nil, "it read another key")
    #expect(BodyEvaluations.shared.byView["Middle"] == nil, "it read no key: its child gets the value")
  }
}

/// Two environment values set from a model.
@MainActor
@Observable
final class Settings {
  var greeting = "Hi"
  var farewell = "Bye"
}

enum FarewellKey: EnvironmentKey {
  static var defaultValue: String { "Goodbye" }
}

extension EnvironmentValues {
  var farewell: String {
    get { self[FarewellKey.self] }
    set { self[FarewellKey.self] = newValue }
  }
}

/// Sets both values in the environment of a view that reads neither.
struct SettingsApp: ScreenUI.View {
  let settings: Settings

  var body: some ScreenUI.View {
    NavigationStack {
      Middle()
        .environment(\.greeting, settings.greeting)
        .environment(\.farewell, settings.farewell)
        .navigationTitle("Settings")
    }
  }
}

/// Reads no environment key; its children read one each.
struct Middle: ScreenUI.View {
  var body: some ScreenUI.View {
    VStack {
      GreetingReader()
      FarewellReader()
      Button("Touch") {}
    }
  }
}

struct GreetingReader: ScreenUI.View {
  @Environment(\.greeting) private var greeting

  var body: some ScreenUI.View { Text("Greeting: \(greeting)") }
}

struct FarewellReader: ScreenUI.View {
  @Environment(\.farewell) private var farewell

  var body: some ScreenUI.View { Text("Farewell: \(farewell)") }
}
