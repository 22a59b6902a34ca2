import Foundation
import HarnessSupport
import Patches

extension PatchesFollowCommand {
  /// The conflicts, each file with its hunks, and what to do.
  static func printConflicts(_ conflicts: [MergeConflict], session: PatchSession) {
    print(
      "Following from \(session.base.prefix(7)) stopped: \(conflicts.count) file(s) conflict with your change. "
        + "No patch was written.\n")
    for conflict in conflicts {
      print("✘ \(conflict.patch): \(conflict.path)")
      let hunks = conflict.hunks
      for hunk in hunks {
        let width = String(hunk.firstLine + hunk.lines.count).count
        for (offset, line) in hunk.lines.enumerated() {
          let number = String(hunk.firstLine + offset)
          print("    \(String(repeating: " ", count: width - number.count))\(number) │ \(line)")
        }
        print("")
      }
      if hunks.isEmpty { print("    (a marker line is left in it: remove it, then continue)\n") }
      print("  resolve in \(conflict.resolutionFile)\n")
    }
    print(
      """
      Each file above is the file as its patch leaves it, your change merged in where git could:
      between <<<<<<< (yours) and ||||||| (before the patch) is your version, between ======= and
      >>>>>>> the patch's. Edit each into what that file should be after the patch, on top of your
      change, and remove the markers (delete the file to leave it deleted). Then:

        archlab patches follow --continue     # derives again with your resolutions; may stop on a later step
        archlab patches follow --abort        # drops it all; the committed patches were never touched
      """)
  }

  /// What a finished follow wrote.
  static func printReport(_ report: PatchFollower.Report, seconds: String) {
    let owners = report.owners.map(\.description)
    print(
      "Followed \(Prose.list(owners)) from \(report.base.prefix(7)): \(report.changedFiles.count) of their "
        + "files changed; \(report.rewritten.count) patches rewritten, \(report.unchanged.count) unchanged"
        + (report.resolutions > 0 ? ", \(report.resolutions) conflicts resolved by you" : "")
        + " (\(seconds) s).")
    for path in report.rewritten { print("  rewritten: \(path)") }
    if !report.rewritten.isEmpty {
      print("Review them with git diff -- Workshop, then commit them with your change.")
    }
  }
}
