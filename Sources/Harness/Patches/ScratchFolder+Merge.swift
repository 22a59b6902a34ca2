import Foundation

extension ScratchFolder {
  /// What merging three versions of a file gave.
  enum Merged: Equatable {
    /// Merged cleanly: the text (`nil`: the file is deleted).
    case clean(String?)
    /// Not merged: the text with conflict markers around each conflicting hunk.
    case conflict(String)
  }

  /// The labels of the three versions in the conflict markers.
  struct Labels {
    /// The person's version (`<<<<<<<`).
    var ours: String
    /// The version both started from (`|||||||`).
    var base: String
    /// The version the patch makes (`>>>>>>>`).
    var theirs: String
  }

  /// `theirs`'s change from `base` made on top of `ours` (`nil`: no such file): the trivial
  /// cases decided here, the rest by `git merge-file --zdiff3`, which shows the base in a
  /// conflict. A file deleted on one side and changed on the other is a conflict.
  func merge(base: String?, ours: String?, theirs: String?, labels: Labels) async throws(PatchesError)
    -> Merged
  {
    if ours == theirs { return .clean(ours) }
    if base == ours { return .clean(theirs) }
    if base == theirs { return .clean(ours) }
    guard let ours, let theirs else {
      let deleted = " (deleted)"
      return .conflict(
        "<<<<<<< \(labels.ours)\(ours == nil ? deleted : "")\n\(Self.block(ours))"
          + "||||||| \(labels.base)\n\(Self.block(base))"
          + "=======\n\(Self.block(theirs))>>>>>>> \(labels.theirs)\(theirs == nil ? deleted : "")\n")
    }
    let inputs = try subfolder("merge")
    for (name, text) in [("ours", ours), ("base", base ?? ""), ("theirs", theirs)] {
      try Self.write(text, to: name, in: inputs)
    }
    // merge-file exits with the number of conflicts (at most 127), negative on error.
    let result = try await git(
      [
        "merge-file", "-p", "--zdiff3", "-L", labels.ours, "-L", labels.base, "-L", labels.theirs, "ours",
        "base", "theirs",
      ], in: inputs, accepting: { (0...127).contains($0) })
    return result.status == 0 ? .clean(result.standardOutput) : .conflict(result.standardOutput)
  }

  /// A file's text between markers, ending with a line break.
  private static func block(_ text: String?) -> String {
    guard let text, !text.isEmpty else { return "" }
    return text.hasSuffix("\n") ? text : text + "\n"
  }
}
