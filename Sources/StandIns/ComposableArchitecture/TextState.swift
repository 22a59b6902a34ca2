/// A text as state, comparable in a test: the title, message and button
/// labels of an ``AlertState``, as swift-navigation's `TextState` (without its
/// styling).
public struct TextState: Equatable, Sendable {
  fileprivate let string: String

  /// The text `string`, verbatim.
  public init(_ string: String) {
    self.string = string
  }
}

extension String {
  /// The text `state` shows.
  public init(state: TextState) {
    self = state.string
  }
}
