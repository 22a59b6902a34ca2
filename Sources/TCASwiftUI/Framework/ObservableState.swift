/// A feature's state observed property by property, with an identity: what
/// the Composable Architecture's `@ObservableState` macro makes of a state
/// struct, written by hand here (``ObservationStateTracked`` on each stored
/// property, `let _$id = ObservableStateID()` for the identity).
///
/// The identity is what lets a parent's observers ignore a child changed in
/// place: a child's state modified inside its parent keeps its identity, so
/// only the observers of the child's properties that changed are told; a
/// child presented, dismissed or replaced is a new identity, and the
/// observers of the parent's property are told.
protocol ObservableState {
  /// The identity of this value: kept by its copies and by changes made in
  /// place, new for each value made.
  var _$id: ObservableStateID { get }
}
