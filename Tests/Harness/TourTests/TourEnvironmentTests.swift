import Foundation
import Testing
import TourScript

@testable import Tour

/// Every process the tour starts runs with one hash seed, so that two tours of the same
/// code count the same lines (Observation's observers are told in a `Set`'s order).
struct TourEnvironmentTests {
  @Test("A step's process gets its profile, its step and the fixed hash seed, over what it inherits")
  func environment() {
    let step = TourStep(action: .addContact, architecture: .tca, phase: .action)
    let environment = TourRunner.environment(
      for: step, profile: URL(filePath: "/tmp/p.profraw"),
      inheriting: ["PATH": "/usr/bin", "SWIFT_DETERMINISTIC_HASHING": "0"])
    #expect(environment["SWIFT_DETERMINISTIC_HASHING"] == "1")
    #expect(environment["LLVM_PROFILE_FILE"] == "/tmp/p.profraw")
    #expect(environment[TourStep.environmentVariable] == step.description)
    #expect(environment["PATH"] == "/usr/bin")
  }

  @Test("A step's process runs with the same addresses every time where setarch exists, else as it is")
  func fixedAddresses() {
    let command = ["/p/ArchLabPackageTests.xctest", "--filter", "x"]
    #expect(
      TourRunner.fixedAddresses(command, setarch: "/usr/bin/setarch") == ["/usr/bin/setarch", "-R"] + command)
    #expect(TourRunner.fixedAddresses(command, setarch: nil) == command)
  }
}
