/// A line of read-only text, like `UILabel`.
@MainActor
public final class Label: View {
  /// The text shown.
  public var text: String

  /// Creates a label showing `text`.
  public init(text: String = "") {
    self.text = text
    super.init()
  }
}
