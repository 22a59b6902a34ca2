/// A presented child's optional state, as the parent's `ifLet` reaches it
/// (`\.$addContact`, `\.$alert`): what `@Presents` projects.
public struct PresentationState<State> {
  /// The child's state, `nil` while nothing is presented.
  public var wrappedValue: State?

  /// The presentation of `wrappedValue`.
  public init(wrappedValue: State?) {
    self.wrappedValue = wrappedValue
  }
}

extension PresentationState: Equatable where State: Equatable {}
extension PresentationState: Sendable where State: Sendable {}
