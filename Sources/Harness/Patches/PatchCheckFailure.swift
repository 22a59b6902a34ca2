/// A committed patch that is not what `archlab patches follow` derives from the workspace.
public struct PatchCheckFailure: Sendable, Equatable, CustomStringConvertible {
  /// Why it failed.
  public enum Reason: Sendable, Equatable {
    /// It does not apply to the files it was written against (`git apply`'s words).
    case doesNotApply(String)
    /// It applies, but its text differs from the derived one from this line on (numbered from
    /// 1; `nil`: that side has ended).
    case differs(line: Int, committed: String?, derived: String?)
    /// An earlier step of its growth series failed, so it could not be derived.
    case blocked(by: String)
  }

  /// The patch, relative to the root.
  public var patch: String
  /// Why it failed.
  public var reason: Reason

  public var description: String {
    switch reason {
    case .doesNotApply(let output):
      return "\(patch) does not apply to the files it was written against:\n"
        + output.split(separator: "\n").prefix(6).map { "    \($0)" }.joined(separator: "\n")
    case .differs(let line, let committed, let derived):
      return "\(patch) differs from what archlab patches follow derives, from line \(line):\n"
        + "    committed: \(committed.map { "\"\($0)\"" } ?? "(ends)")\n"
        + "    derived:   \(derived.map { "\"\($0)\"" } ?? "(ends)")"
    case .blocked(let blocker):
      return "\(patch) was not checked: \(blocker), a step before it, failed"
    }
  }

  /// The failure of a patch whose committed text is `committed` and derived text `derived`,
  /// or `nil` when they are the same.
  static func compare(_ patch: String, committed: String, derived: String) -> PatchCheckFailure? {
    guard committed != derived else { return nil }
    let old = committed.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let new = derived.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let index = (0..<min(old.count, new.count)).first { old[$0] != new[$0] } ?? min(old.count, new.count)
    return PatchCheckFailure(
      patch: patch,
      reason: .differs(
        line: index + 1, committed: index < old.count ? old[index] : nil,
        derived: index < new.count ? new[index] : nil))
  }
}
