/// The value an observation last read, kept for its next change to compare with.
@MainActor
final class ObservedValue<Value: Sendable>: Sendable {
  /// The value read, `nil` until read.
  var value: Value?

  /// An empty box.
  nonisolated init() {}
}
