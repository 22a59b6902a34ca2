/// A verbatim quote from a source's copy, in the copy's language.
public struct Quote: Sendable, Equatable, Decodable {
  /// The copy quoted.
  public var source: SourceArticle
  /// The words, as the copy has them.
  public var text: String

  /// Creates a quote.
  public init(_ source: SourceArticle, _ text: String) {
    self.source = source
    self.text = text
  }
}
