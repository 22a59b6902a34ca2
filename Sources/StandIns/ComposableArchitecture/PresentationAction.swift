/// What a parent receives from the child it presents: the child's actions,
/// and `dismiss`, sent when the presentation is put away by the view rather
/// than by the child (a sheet's binding set to `nil`, an alert's button
/// without an action).
public enum PresentationAction<Action>: CasePathable {
  /// An action of the presented child.
  case presented(Action)
  /// The presentation was put away: the parent's `ifLet` clears the child state.
  case dismiss

  /// The cases' paths, as the Composable Architecture writes them for this enum.
  public struct AllCasePaths: Sendable {
    /// The child's actions: `\.addContact.presented`.
    public var presented: AnyCasePath<PresentationAction, Action> {
      AnyCasePath(embed: PresentationAction.presented) {
        guard case .presented(let action) = $0 else { return nil }
        return action
      }
    }
    /// The presentation put away: `\.alert.dismiss`.
    public var dismiss: AnyCasePath<PresentationAction, Void> {
      AnyCasePath(embed: { PresentationAction.dismiss }) {
        guard case .dismiss = $0 else { return nil }
        return ()
      }
    }
  }

  /// The cases' paths.
  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension PresentationAction: Equatable where Action: Equatable {}
extension PresentationAction: Sendable where Action: Sendable {}
