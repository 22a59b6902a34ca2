import ComposableArchitectureUI
import Entities
import Storage

/// What `@CasePathable` generates for `ContactListFeature`'s actions (the
/// `@Reducer` macro applies it to `Action`), written out by hand: a case path
/// per case, each a pattern match on its case. `\.addContact`, `\.contactsLoaded.success`.
extension ContactListFeature.Action: CasePathable {
  /// The path of each case of the list's actions.
  struct AllCasePaths: Sendable {
    /// The list appeared.
    var onAppear: AnyCasePath<ContactListFeature.Action, Void> {
      AnyCasePath(embed: { ContactListFeature.Action.onAppear }) {
        guard case .onAppear = $0 else { return nil }
        return ()
      }
    }
    /// Storage answered the read.
    var contactsLoaded: AnyCasePath<ContactListFeature.Action, Result<[Contact], StorageError>> {
      AnyCasePath(embed: ContactListFeature.Action.contactsLoaded) {
        guard case .contactsLoaded(let v0) = $0 else { return nil }
        return v0
      }
    }
    /// The user tapped `+`.
    var addButtonTapped: AnyCasePath<ContactListFeature.Action, Void> {
      AnyCasePath(embed: { ContactListFeature.Action.addButtonTapped }) {
        guard case .addButtonTapped = $0 else { return nil }
        return ()
      }
    }
    /// An action of the presented New Contact form.
    var addContact: AnyCasePath<ContactListFeature.Action, PresentationAction<AddContactFeature.Action>> {
      AnyCasePath(embed: ContactListFeature.Action.addContact) {
        guard case .addContact(let v0) = $0 else { return nil }
        return v0
      }
    }
    /// The Error alert was put away.
    var alert: AnyCasePath<ContactListFeature.Action, PresentationAction<ContactListFeature.Action.Alert>> {
      AnyCasePath(embed: ContactListFeature.Action.alert) {
        guard case .alert(let v0) = $0 else { return nil }
        return v0
      }
    }
  }

  /// The cases' paths.
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}
