/// A feature's state whose properties are observed one by one, and which has
/// an identity: what the Composable Architecture's `@ObservableState` macro
/// makes of a state struct, written by hand here (``ObservationStateTracked``
/// on each property, `let _$id = ObservableStateID()` for the identity).
///
/// The identity is what lets a parent's observers ignore a child that changed
/// in place: a child's state modified inside its parent keeps its identity, so
/// only the observers of the child's properties that changed are told; a child
/// replaced (presented, dismissed, reset) is a new identity, and the parent's
/// observers of that property are told.
public protocol ObservableState {
  /// The identity of this value: kept by its copies and by changes made to
  /// it in place, new when a new value is made.
  var _$id: ObservableStateID { get }
}
