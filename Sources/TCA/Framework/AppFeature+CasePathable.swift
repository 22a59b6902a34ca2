import ComposableArchitectureKit

/// What `@CasePathable` generates for `AppFeature`'s actions (the
/// `@Reducer` macro applies it to `Action`), written out by hand: a case path
/// per case, each a pattern match on its case. `\.addContact`, `\.contactsLoaded.success`.
extension AppFeature.Action: CasePathable {
  /// The path of each case of the app's actions.
  struct AllCasePaths: Sendable {
    /// An action of the Contacts tab.
    var contactList: AnyCasePath<AppFeature.Action, ContactListFeature.Action> {
      AnyCasePath(embed: AppFeature.Action.contactList) {
        guard case .contactList(let v0) = $0 else { return nil }
        return v0
      }
    }
    /// An action of the Upcoming tab.
    var upcomingList: AnyCasePath<AppFeature.Action, UpcomingListFeature.Action> {
      AnyCasePath(embed: AppFeature.Action.upcomingList) {
        guard case .upcomingList(let v0) = $0 else { return nil }
        return v0
      }
    }
  }

  /// The cases' paths.
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}
