import ArgumentParser
import Foundation
import HarnessSupport
import Patches

/// `archlab patches check`: every committed patch is what `follow` derives.
struct PatchesCheckCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "For maintainers and CI: prove every committed patch applies and is what follow derives.",
    discussion: """
      Derives every patch again with nothing changed (the base and your files both the working \
      tree's: on a clean clone, the commit's) and compares it byte for byte with the committed one. \
      Fails naming each patch that no longer applies to the files it was written against, or differs \
      from the derived one (with its first differing line): run archlab patches follow, review the \
      patches with git diff, and commit them. Reads only.
      """)

  @OptionGroup var owners: PatchesOwnerOptions

  @OptionGroup var workspace: WorkspaceOption

  func run() async throws {
    let clock = ContinuousClock()
    let start = clock.now
    let report = try await patches { try await PatchChecker(root: workspace.url).check(owners.owners) }
    let seconds = (clock.now - start).seconds
    for failure in report.failures { print("✘ \(failure)") }
    guard report.failures.isEmpty else {
      throw CLIError(
        "\(report.failures.count) of \(report.checked.count) patches are not what archlab patches follow "
          + "derives; run it (with --arch for the modules named), review with git diff -- Workshop, and commit"
      )
    }
    print(
      "✔ \(report.checked.count) patches apply and are what archlab patches follow derives "
        + "(\(String(format: "%.1f", seconds)) s)")
  }
}
