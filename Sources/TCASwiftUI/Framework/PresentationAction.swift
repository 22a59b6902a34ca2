/// What a parent receives from the child it presents: the child's actions,
/// and `dismiss`, sent when the presentation's binding is set to `nil` (the
/// sheet put away by the toolkit rather than by the child).
enum PresentationAction<Action>: CasePathable {
  /// An action of the presented child.
  case presented(Action)
  /// The presentation was put away: the parent's `ifLet` clears the child state.
  case dismiss

  /// The case a scope follows into the child (`\.addContact.presented`),
  /// which `@CasePathable` generates.
  struct AllCasePaths: Sendable {
    /// The child's actions.
    var presented: AnyCasePath<PresentationAction, Action> { AnyCasePath(PresentationAction.presented) }
  }

  /// The cases' paths.
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension PresentationAction: Equatable where Action: Equatable {}
extension PresentationAction: Sendable where Action: Sendable {}
