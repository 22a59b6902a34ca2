import ArgumentParser
import Foundation
import HarnessSupport
import Patches

/// `archlab patches follow`: re-derives the patches of the modules you changed.
struct PatchesFollowCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "follow",
    abstract: "After you changed a module, re-derive every exercise solution and growth patch of it.",
    discussion: """
      For each architecture chosen (all, and the shared patches, by default): the module's files at \
      --base (read from git, nothing checked out) are what its patches were written against, the \
      working tree is your change. Each exercise's solution is merged onto your change (git merge-file) \
      and written again as the patch from your files; each growth step likewise, on the step before as \
      re-derived. Only patch files under Workshop/ are written; Sources/ and Tests/ are only read.

      On a conflict, no patch is written: each conflicting file is written with its markers under \
      .build/archlab-patches/ and its hunks printed. Edit each into the file as it should be after \
      that patch, on top of your change (delete it to leave the file deleted), then run \
      archlab patches follow --continue; --abort drops the follow.
      """)

  @OptionGroup var owners: PatchesOwnerOptions

  @Option(help: "The revision your change started from, which the committed patches were written against.")
  var base = "HEAD"

  @Flag(name: .customLong("continue"), help: "Go on after resolving the conflicts a follow stopped on.")
  var continuing = false

  @Flag(help: "Drop the follow that stopped on conflicts (no patch was written).")
  var abort = false

  @Flag(help: "Answer yes to the question about overwriting patch files with uncommitted changes.")
  var yes = false

  @OptionGroup var workspace: WorkspaceOption

  func validate() throws {
    if continuing && abort { throw ValidationError("--continue and --abort exclude each other") }
    if (continuing || abort) && (owners.isSet || base != "HEAD") {
      throw ValidationError(
        "--continue and --abort go on with the follow that stopped, its --arch and --base included; give neither"
      )
    }
  }

  func run() async throws {
    let follower = PatchFollower(root: workspace.url)
    if abort {
      try patches { try follower.abort() }
      print("The follow was dropped; no patch had been written.")
      return
    }
    let clock = ContinuousClock()
    let start = clock.now
    var outcome = try await patches {
      try continuing
        ? await follower.resume(overwriting: false)
        : await follower.follow(owners.owners, base: base, overwriting: false)
    }
    if case .uncommitted(let files) = outcome {
      print("These patch files hold uncommitted changes that following would overwrite:")
      for file in files { print("  \(file)") }
      guard Confirmation.ask("Overwrite them?", assumeYes: yes) else {
        print("Nothing was changed. Commit or stash them, or answer yes.")
        throw ExitCode(1)
      }
      outcome = try await patches {
        try continuing
          ? await follower.resume(overwriting: true)
          : await follower.follow(owners.owners, base: base, overwriting: true)
      }
    }
    let seconds = String(format: "%.1f", (clock.now - start).seconds)
    switch outcome {
    case .uncommitted: throw ExitCode(1)
    case .conflicts(let conflicts, let session):
      Self.printConflicts(conflicts, session: session)
      throw ExitCode(1)
    case .followed(let report):
      Self.printReport(report, seconds: seconds)
    }
  }
}
