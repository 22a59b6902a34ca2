import HarnessSupport
import Testing

/// The one rule for a framework stand-in's path: a file in a stand-in target under
/// `Sources/StandIns/`, or in a module's `Framework/` folder.
@Suite("Framework stand-in")
struct FrameworkStandInTests {
  @Test(
    "A file of a stand-in target, or under Sources/<Module>/Framework/, stands in for a library; a Framework folder elsewhere or a file named so does not",
    arguments: [
      ("Sources/TCA/Framework/Store.swift", true),
      ("Sources/TCASwiftUI/Framework/Bindings/Binding.swift", true),
      ("Sources/StandIns/Bindings/Binding.swift", true),
      ("Sources/TCA/Contacts/ContactListFeature.swift", false), ("Sources/TCA/Framework", false),
      ("Tests/TCATests/Framework/StoreTests.swift", false), ("Sources/Framework/Store.swift", false),
      ("Sources/TCA/Contacts/Framework/Store.swift", false), ("Sources/StandInsExtra/Binding.swift", false),
      ("Tests/StandIns/BindingsTests/BindingTests.swift", false),
    ])
  func standIn(path: String, standsIn: Bool) {
    #expect(FrameworkStandIn.contains(path) == standsIn)
  }

  @Test(
    "A module's figures read its own folder, then the stand-in targets it imports; a module importing none, its folder"
  )
  func measuredFolders() {
    #expect(FrameworkStandIn.measuredFolders(of: "MVVM") == ["Sources/MVVM", "Sources/StandIns/Bindings"])
    #expect(FrameworkStandIn.measuredFolders(of: "MVC") == ["Sources/MVC"])
  }
}
