/// The identity of a feature's state value (``ObservableState``): shared by
/// its copies and kept through changes made to it in place, new for each
/// value `init` makes.
///
/// Identity is not part of equality, as in the Composable Architecture: any
/// two ids are `==`, so that two states are equal when what they hold is (a
/// test builds its expected state apart from the one the reducer changed).
/// ``isSame(as:)`` compares identities.
struct ObservableStateID: Equatable, Sendable {
  private final class Token: Sendable {}

  private let token = Token()

  /// A new identity.
  init() {}

  /// Whether both are the identity of the same value.
  func isSame(as other: ObservableStateID) -> Bool {
    token === other.token
  }

  /// The identity of `value` if it is a feature's state (or an optional
  /// holding one), `nil` for a value without one.
  static func of<Value>(_ value: Value) -> ObservableStateID? {
    (value as? any ObservableState)?._$id
  }

  /// Always `true`: equality of states ignores their identities.
  static func == (lhs: ObservableStateID, rhs: ObservableStateID) -> Bool {
    true
  }
}
