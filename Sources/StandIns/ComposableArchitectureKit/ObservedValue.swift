import ComposableArchitecture

/// The value an observation last read, kept for its next change to compare with.
@MainActor
public final class ObservedValue<Value: Sendable>: Sendable {
  /// The value read, `nil` until read.
  public var value: Value?

  /// An empty box.
  public nonisolated init() {}
}
