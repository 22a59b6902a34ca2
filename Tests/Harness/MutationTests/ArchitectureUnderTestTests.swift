import ArchLab
import TestSupport
import Testing

/// `ARCHLAB_ARCHITECTURES`, which restricts the acceptance suite to the mutated module.
@Suite("Restricting the acceptance suite to some architectures")
struct ArchitectureUnderTestTests {
  @Test("Unset or blank, every architecture runs")
  func unset() throws {
    #expect(try Architecture.underTest(nil) == Architecture.allCases)
    #expect(try Architecture.underTest(" ") == Architecture.allCases)
  }

  @Test("Named ones run, in the usual order, case and spaces ignored")
  func named() throws {
    #expect(try Architecture.underTest("viper, MVC") == [.mvc, .viper])
    #expect(try Architecture.underTest("mvvm,mvvm") == [.mvvm])
  }

  @Test("A name that is no architecture is refused with the names allowed")
  func refused() {
    #expect(throws: UnderTestError.self) { try Architecture.underTest("mvc,mvx") }
    let error = #expect(throws: UnderTestError.self) { try Architecture.underTest("mvx") }
    #expect(
      error?.description.contains(Architecture.allCases.map(\.rawValue).joined(separator: ", ")) == true)
  }

  @Test("Each architecture's transcript is compared with MVC's, and MVC's with MVP's when it runs alone")
  func references() {
    let all = Architecture.withReference(Architecture.allCases).map { [$0.0, $0.1] }
    #expect(all == Architecture.allCases.dropFirst().map { [$0, .mvc] })
    #expect(Architecture.withReference([.mvc]).map { [$0.0, $0.1] } == [[.mvc, .mvp]])
    #expect(Architecture.withReference([.viper]).map { [$0.0, $0.1] } == [[.viper, .mvc]])
  }
}
