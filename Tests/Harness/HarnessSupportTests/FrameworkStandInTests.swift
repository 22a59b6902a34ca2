import HarnessSupport
import Testing

/// The one rule for a framework stand-in's path: a file in a module's `Framework/` folder.
@Suite("Framework stand-in")
struct FrameworkStandInTests {
  @Test(
    "A file under Sources/<Module>/Framework/ stands in for a library; a Framework folder elsewhere or a file named so does not",
    arguments: [
      ("Sources/TCA/Framework/Store.swift", true),
      ("Sources/TCASwiftUI/Framework/Bindings/Binding.swift", true),
      ("Sources/TCA/Contacts/ContactListFeature.swift", false), ("Sources/TCA/Framework", false),
      ("Tests/TCATests/Framework/StoreTests.swift", false), ("Sources/Framework/Store.swift", false),
      ("Sources/TCA/Contacts/Framework/Store.swift", false),
    ])
  func standIn(path: String, standsIn: Bool) {
    #expect(FrameworkStandIn.contains(path) == standsIn)
  }
}
