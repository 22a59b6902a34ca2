import ArchLab
import ArgumentParser
import Foundation
import Growth
import HarnessSupport

/// `archlab growth verify`: every step builds and passes its tests.
struct GrowthVerifyCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "verify",
    abstract: "For maintainers and CI: prove every step of the growth series builds and passes its tests.",
    discussion: """
      Each step's files are written to .build/growth/tree; its tests and what they need (no harness, \
      no swift-syntax) are built in .build/growth/tree-tests, one build per step on the last one's, \
      and run every architecture's unit tests (the whole case book), the acceptance suite, the workshop's acceptance \
      tests of the changes it holds, the storage, entity and toolkit tests, the tour's checks and the memory check. Each \
      proof is recorded in Reports/growth/step-N.json with the key of the files it holds for; a step \
      whose recorded proof holds for its files now is not built again (unless --fresh). The checkout \
      is never changed.
      """)

  @Option(name: .customLong("step"), help: "A step to verify (repeat for several; all by default).")
  var steps: [String] = []

  @Flag(
    help: "Build and test every step again, even one whose recorded proof holds for its files (what CI does)."
  )
  var fresh = false

  @OptionGroup var options: GrowthOptions

  func validate() throws {
    let series = try options.series()
    for step in steps {
      do { _ = try series.number(step) } catch { throw ValidationError(error.description) }
    }
  }

  func run() async throws {
    let series = try options.series()
    let chosen =
      try steps.isEmpty
      ? series.steps.map(\.number) : steps.map { text in try growth { try series.number(text) } }
    let verifier = GrowthVerifier(tree: GrowthTree(series: series))
    var failed: [String] = []
    for number in chosen where number > 0 {
      let start = ContinuousClock.now
      print("Step \(series.steps[number - 1].heading)")
      let (proof, reused) = try await growth {
        try await verifier.verify(step: number, reusing: !fresh) { line in progressLine("  " + line) }
      }
      for result in proof.architectures {
        let mark = result.succeeded ? "✔" : "✘"
        print(
          "  \(mark) \(result.architecture.displayName): \(result.unitTests.passed)/\(result.unitTests.ran) unit tests, "
            + "case book \(result.casesRun)/\(result.casesTotal)"
            + (result.acceptanceFailures.isEmpty
              ? "" : ", \(result.acceptanceFailures.count) acceptance failures"))
        for line in (result.unitTests.failures + result.acceptanceFailures).prefix(5) {
          print("      \(line)")
        }
      }
      for result in proof.shared {
        print("  \(result.succeeded ? "✔" : "✘") \(result.target): \(result.passed)/\(result.ran)")
        for line in result.failures.prefix(5) { print("      \(line)") }
      }
      let seconds = (ContinuousClock.now - start).components.seconds
      print(reused ? "  (recorded proof holds for these files: not built again)" : "  (\(seconds) s)")
      if !proof.succeeded { failed.append(series.steps[number - 1].heading) }
    }
    guard failed.isEmpty else {
      throw CLIError("not every step is proven: " + failed.joined(separator: "; "))
    }
    print("Every step verified builds and passes its tests.")
  }
}
