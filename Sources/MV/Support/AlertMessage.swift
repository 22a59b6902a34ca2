/// Why an action of a model failed, in the words the `Error` alert shows: a
/// rule the input breaks, or the storage error's own description.
struct AlertMessage: Error, Equatable, Sendable {
  /// The alert's message.
  let text: String

  /// The message `text`.
  init(_ text: String) {
    self.text = text
  }
}
