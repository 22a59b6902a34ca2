/// One caveat of `Docs/Claims.md`'s list ("Caveats the report prints beside verdicts"), as
/// the document words it: `- **K1 · Small app.** ArchLab's app has two features…`.
public struct CaveatText: Sendable, Equatable {
  /// `K1`.
  public var id: String
  /// `Small app`.
  public var title: String
  /// The caveat's text, its line breaks read as spaces.
  public var text: String
}
