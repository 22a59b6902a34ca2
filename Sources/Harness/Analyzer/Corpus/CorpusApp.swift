/// One public app of the labelled corpus (`Docs/Corpus.yml`, described in `Docs/Corpus.md`):
/// where it is and at which commit, the architecture its own README or docs state (quoted,
/// with the link), its UI toolkit and size, and the half the seeded rule drew it into.
/// ArchLab commits none of its code: only these facts, and later its own figures of it.
public struct CorpusApp: Codable, Sendable, Equatable {
  /// The half an app was drawn into before any rule was tuned on the corpus.
  public enum Half: String, Codable, Sendable, CaseIterable {
    /// Read to tune the classifier's rules and references.
    case tuning
    /// Read only to report accuracy.
    case heldOut = "held-out"
  }

  /// `owner/name` on GitHub.
  public var repo: String
  /// `https://github.com/owner/name`.
  public var url: String
  /// The pinned commit (40 hexadecimal digits): every figure of the app is taken there.
  public var commit: String
  /// The pinned commit's date, `YYYY-MM-DD`.
  public var commitDate: String
  /// The architecture the app's own docs state, by the analyzer's names (`mvc` … `tca-swiftui`),
  /// `none` when they state none, `other` when they state one the analyzer cannot name.
  public var label: String
  /// The architecture's name as the app's docs write it.
  public var stated: String
  /// The sentence that states it, verbatim; empty for `none`.
  public var quote: String
  /// Where the quote is, at the pinned commit; for `none`, the docs read.
  public var quoteSource: String
  /// `uikit`, `swiftui`, `appkit` or `mixed`, from its imports and base classes.
  public var toolkit: String
  /// `app`, `sample`, `template` or `tutorial`.
  public var kind: String
  /// Swift files outside tests and vendored folders, at the pinned commit.
  public var swiftFiles: Int
  /// Their non-blank lines.
  public var swiftLines: Int
  /// First-parent commits up to the pinned one.
  public var commits: Int
  /// The first commit's date, `YYYY-MM-DD`.
  public var firstCommitDate: String
  /// What a reviewer should know.
  public var notes: String
  /// The half it was drawn into (``CorpusSplit``).
  public var half: Half
}
