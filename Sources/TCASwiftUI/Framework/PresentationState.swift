/// A presented child's optional state, as the parent's `ifLet` reaches it
/// (`\.$addContact`, `\.$alert`): what `@Presents` projects.
struct PresentationState<State> {
  /// The child's state, `nil` while nothing is presented.
  var wrappedValue: State?
}

extension PresentationState: Equatable where State: Equatable {}
extension PresentationState: Sendable where State: Sendable {}
