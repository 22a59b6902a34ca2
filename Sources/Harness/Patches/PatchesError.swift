/// Why `archlab patches` could not follow or check the workshop's patches; no patch file
/// was written.
public enum PatchesError: Error, Equatable, CustomStringConvertible {
  /// A git command failed.
  case git(String)
  /// A file could not be read or written.
  case file(String)
  /// The exercises or the growth series could not be read.
  case workshop(String)
  /// The base revision names no commit.
  case unknownRevision(String)
  /// The checkout has been turned into a growth step: its modules are not today's app.
  case checkoutAtStep(Int)
  /// A participant's exercise is started in an architecture being followed.
  case exerciseStarted(exercise: String, architecture: String)
  /// A follow stopped on conflicts and waits for `--continue` or `--abort`.
  case followInProgress(base: String, owners: [String])
  /// `--continue` or `--abort` with no follow waiting.
  case noFollowInProgress
  /// A patch touches a file its owner does not own.
  case outsideOwner(patch: String, path: String, owner: String)
  /// A committed patch does not apply to the files it was written against.
  case patchDoesNotApply(patch: String, base: String, output: String)
  /// The change already holds all of a patch's change: the patch would be empty.
  case emptyPatch(patch: String)

  public var description: String {
    switch self {
    case .git(let message), .file(let message), .workshop(let message): message
    case .unknownRevision(let revision):
      "\(revision) names no commit; pass --base a commit, a branch or a tag (the default is HEAD)"
    case .checkoutAtStep(let step):
      "the checkout is at step \(step) of the growth series, not today's app; "
        + "run archlab growth reset first, then make your change"
    case .exerciseStarted(let exercise, let architecture):
      "exercise \(exercise) is started in \(architecture), so its folder holds a participant's work; "
        + "finish or reset it first (archlab exercise reset \(exercise.prefix(2)) --arch "
        + "\(architecture.lowercased()))"
    case .followInProgress(let base, let owners):
      "a follow from \(base.prefix(7)) (\(owners.joined(separator: ", "))) stopped on conflicts and waits: "
        + "resolve the files it named under .build/archlab-patches/ and run archlab patches follow --continue, "
        + "or drop it with archlab patches follow --abort"
    case .noFollowInProgress:
      "no follow is waiting for --continue or --abort; run archlab patches follow"
    case .outsideOwner(let patch, let path, let owner):
      "\(patch) touches \(path), which is not \(owner)'s; a module's patch may touch only "
        + "Sources/<Module>/ and Tests/<Module>Tests/, and shared.patch no module's folders: move that "
        + "change to the right patch"
    case .patchDoesNotApply(let patch, let base, let output):
      "\(patch) does not apply to the files it was written against at \(base.prefix(7)), so it cannot be "
        + "followed; repair it by hand first (archlab patches check names every such patch), or pass --base "
        + "a revision where it applied\n\(output)"
    case .emptyPatch(let patch):
      "your change already makes every change of \(patch): the patch would be empty; edit that patch by hand "
        + "(a patch file cannot be empty), then follow again"
    }
  }
}
