/// A committed patch derived again on top of a changed tree: its new text, or why there is none.
public struct DerivedPatch: Sendable, Equatable {
  /// What deriving it gave.
  public enum Outcome: Sendable, Equatable {
    /// The new text (empty when the change already holds all of the patch's change).
    case derived(String)
    /// The committed patch does not apply to the files it was written against (`git apply`'s words).
    case doesNotApply(String)
    /// Its change conflicts with the person's in these files; a person decides.
    case conflicted([MergeConflict])
    /// An earlier step of its growth series (named) was not derived, so this one could not be.
    case blocked(by: String)
  }

  /// The committed patch.
  public var patch: WorkshopPatch
  /// What deriving it gave.
  public var outcome: Outcome

  /// The new text, when there is one.
  public var text: String? {
    if case .derived(let text) = outcome { text } else { nil }
  }
}
