import Foundation

/// `archlab patches check`: every committed patch of the workspace is exactly what
/// `archlab patches follow` derives with nothing changed (the base and the person's files
/// both the workspace's own): it applies to the files it was written against, and is
/// written as git writes it. Read only.
public struct PatchChecker: Sendable {
  /// The workspace root.
  public var root: URL

  /// The checker of the workspace at `root`.
  public init(root: URL) {
    self.root = root
  }

  /// What a check found.
  public struct Report: Sendable, Equatable {
    /// The patches checked, relative to the root.
    public var checked: [String]
    /// Those that are not what follow derives.
    public var failures: [PatchCheckFailure]
  }

  /// Checks `owners`' patches in the working tree (on a clean clone: the commit's).
  public func check(_ owners: [PatchOwner] = PatchOwner.all) async throws(PatchesError) -> Report {
    let families = try PatchFamily.read(owners, root: root)
    var derivation = PatchDerivation(
      owned: families.map { family in
        let files = family.texts(in: root)
        return PatchDerivation.Owned(family: family, base: files, ours: files)
      }, baseName: "HEAD", scratch: try ScratchFolder())
    var report = Report(checked: [], failures: [])
    for derived in try await derivation.derive() {
      report.checked.append(derived.patch.path)
      let failure: PatchCheckFailure?
      switch derived.outcome {
      case .derived(let text):
        failure = PatchCheckFailure.compare(derived.patch.path, committed: derived.patch.text, derived: text)
      case .doesNotApply(let output):
        failure = PatchCheckFailure(patch: derived.patch.path, reason: .doesNotApply(output))
      case .blocked(let blocker):
        failure = PatchCheckFailure(patch: derived.patch.path, reason: .blocked(by: blocker))
      case .conflicted:
        preconditionFailure("with the base and the person's files the same, a merge takes the patch's side")
      }
      if let failure { report.failures.append(failure) }
    }
    return report
  }
}
