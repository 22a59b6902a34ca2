import ComposableArchitectureKit
import Entities
import Storage

/// What `@CasePathable` generates for `AddContactFeature`'s actions (the
/// `@Reducer` macro applies it to `Action`), written out by hand: a case path
/// per case, each a pattern match on its case. `\.addContact`, `\.contactsLoaded.success`.
extension AddContactFeature.Action: CasePathable {
  /// The path of each case of the form's actions.
  struct AllCasePaths: Sendable {
    /// The user typed into `First name`.
    var firstNameChanged: AnyCasePath<AddContactFeature.Action, String> {
      AnyCasePath(embed: AddContactFeature.Action.firstNameChanged) {
        guard case .firstNameChanged(let v0) = $0 else { return nil }
        return v0
      }
    }
    /// The user typed into `Last name`.
    var lastNameChanged: AnyCasePath<AddContactFeature.Action, String> {
      AnyCasePath(embed: AddContactFeature.Action.lastNameChanged) {
        guard case .lastNameChanged(let v0) = $0 else { return nil }
        return v0
      }
    }
    /// The user tapped Cancel.
    var cancelButtonTapped: AnyCasePath<AddContactFeature.Action, Void> {
      AnyCasePath(embed: { AddContactFeature.Action.cancelButtonTapped }) {
        guard case .cancelButtonTapped = $0 else { return nil }
        return ()
      }
    }
    /// The user tapped Done.
    var doneButtonTapped: AnyCasePath<AddContactFeature.Action, Void> {
      AnyCasePath(embed: { AddContactFeature.Action.doneButtonTapped }) {
        guard case .doneButtonTapped = $0 else { return nil }
        return ()
      }
    }
    /// Storage answered the save.
    var saveResponse: AnyCasePath<AddContactFeature.Action, Result<Contact, StorageError>> {
      AnyCasePath(embed: AddContactFeature.Action.saveResponse) {
        guard case .saveResponse(let v0) = $0 else { return nil }
        return v0
      }
    }
    /// The Error alert was put away.
    var alert: AnyCasePath<AddContactFeature.Action, PresentationAction<AddContactFeature.Action.Alert>> {
      AnyCasePath(embed: AddContactFeature.Action.alert) {
        guard case .alert(let v0) = $0 else { return nil }
        return v0
      }
    }
    /// What the form tells the list.
    var delegate: AnyCasePath<AddContactFeature.Action, AddContactFeature.Action.Delegate> {
      AnyCasePath(embed: AddContactFeature.Action.delegate) {
        guard case .delegate(let v0) = $0 else { return nil }
        return v0
      }
    }
  }

  /// The cases' paths.
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension AddContactFeature.Action.Delegate: CasePathable {
  /// The path of each case of the form's messages to the list (`@CasePathable enum Delegate`).
  struct AllCasePaths: Sendable {
    /// Close the form: nothing was saved.
    var cancel: AnyCasePath<AddContactFeature.Action.Delegate, Void> {
      AnyCasePath(embed: { AddContactFeature.Action.Delegate.cancel }) {
        guard case .cancel = $0 else { return nil }
        return ()
      }
    }
    /// A contact was saved.
    var saved: AnyCasePath<AddContactFeature.Action.Delegate, Contact> {
      AnyCasePath(embed: AddContactFeature.Action.Delegate.saved) {
        guard case .saved(let v0) = $0 else { return nil }
        return v0
      }
    }
  }

  /// The cases' paths.
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}
