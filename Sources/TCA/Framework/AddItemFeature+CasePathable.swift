import ComposableArchitectureKit
import Entities
import Storage

/// What `@CasePathable` generates for `AddItemFeature`'s actions (the
/// `@Reducer` macro applies it to `Action`), written out by hand: a case path
/// per case, each a pattern match on its case. `\.addContact`, `\.contactsLoaded.success`.
extension AddItemFeature.Action: CasePathable {
  /// The path of each case of the form's actions.
  struct AllCasePaths: Sendable {
    /// The user typed into `Name`.
    var nameChanged: AnyCasePath<AddItemFeature.Action, String> {
      AnyCasePath(embed: AddItemFeature.Action.nameChanged) {
        guard case .nameChanged(let v0) = $0 else { return nil }
        return v0
      }
    }
    /// The user typed into `Due date`.
    var dueDateChanged: AnyCasePath<AddItemFeature.Action, String> {
      AnyCasePath(embed: AddItemFeature.Action.dueDateChanged) {
        guard case .dueDateChanged(let v0) = $0 else { return nil }
        return v0
      }
    }
    /// The user tapped Cancel.
    var cancelButtonTapped: AnyCasePath<AddItemFeature.Action, Void> {
      AnyCasePath(embed: { AddItemFeature.Action.cancelButtonTapped }) {
        guard case .cancelButtonTapped = $0 else { return nil }
        return ()
      }
    }
    /// The user tapped Save.
    var saveButtonTapped: AnyCasePath<AddItemFeature.Action, Void> {
      AnyCasePath(embed: { AddItemFeature.Action.saveButtonTapped }) {
        guard case .saveButtonTapped = $0 else { return nil }
        return ()
      }
    }
    /// Storage answered the save.
    var saveResponse: AnyCasePath<AddItemFeature.Action, Result<TodoItem, StorageError>> {
      AnyCasePath(embed: AddItemFeature.Action.saveResponse) {
        guard case .saveResponse(let v0) = $0 else { return nil }
        return v0
      }
    }
    /// The Error alert was put away.
    var alert: AnyCasePath<AddItemFeature.Action, PresentationAction<AddItemFeature.Action.Alert>> {
      AnyCasePath(embed: AddItemFeature.Action.alert) {
        guard case .alert(let v0) = $0 else { return nil }
        return v0
      }
    }
    /// What the form tells the list.
    var delegate: AnyCasePath<AddItemFeature.Action, AddItemFeature.Action.Delegate> {
      AnyCasePath(embed: AddItemFeature.Action.delegate) {
        guard case .delegate(let v0) = $0 else { return nil }
        return v0
      }
    }
  }

  /// The cases' paths.
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension AddItemFeature.Action.Delegate: CasePathable {
  /// The path of each case of the form's messages to the list (`@CasePathable enum Delegate`).
  struct AllCasePaths: Sendable {
    /// Close the form: nothing was saved.
    var cancel: AnyCasePath<AddItemFeature.Action.Delegate, Void> {
      AnyCasePath(embed: { AddItemFeature.Action.Delegate.cancel }) {
        guard case .cancel = $0 else { return nil }
        return ()
      }
    }
    /// An item was saved.
    var saved: AnyCasePath<AddItemFeature.Action.Delegate, TodoItem> {
      AnyCasePath(embed: AddItemFeature.Action.Delegate.saved) {
        guard case .saved(let v0) = $0 else { return nil }
        return v0
      }
    }
  }

  /// The cases' paths.
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}
