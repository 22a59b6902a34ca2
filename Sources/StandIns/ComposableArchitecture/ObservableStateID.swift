/// The identity of a feature's state value (``ObservableState``): shared by
/// the copies of a value and kept through changes made to it in place; a new
/// one for each value made by `init`.
///
/// Identity is not part of equality: any two ids are `==`, so two states are
/// equal when what they hold is equal, as the Composable Architecture's
/// `ObservationStateRegistrar` compares (a test's expected state is built
/// apart from the one the reducer changed). ``isSame(as:)`` compares identities.
public struct ObservableStateID: Equatable, Sendable {
  private final class Identity: Sendable {}

  private let identity = Identity()

  /// A new identity.
  public init() {}

  /// Whether both are the identity of the same value.
  public func isSame(as other: ObservableStateID) -> Bool {
    identity === other.identity
  }

  /// The identity of `value` if it is a feature's state (or an optional
  /// holding one), or `nil` for a value without identity: how the runtime
  /// tells a child changed in place from a child replaced, as TCA's
  /// `_$isIdentityEqual` does for state it cannot tell apart by type.
  public static func of<Value>(_ value: Value) -> ObservableStateID? {
    (value as? any ObservableState)?._$id
  }

  /// Always `true`: equality of states ignores their identities.
  public static func == (lhs: ObservableStateID, rhs: ObservableStateID) -> Bool {
    true
  }
}
