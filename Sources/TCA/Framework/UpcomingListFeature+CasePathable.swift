import ComposableArchitectureKit
import Entities
import Storage

/// What `@CasePathable` generates for `UpcomingListFeature`'s actions (the
/// `@Reducer` macro applies it to `Action`), written out by hand: a case path
/// per case, each a pattern match on its case. `\.addContact`, `\.contactsLoaded.success`.
extension UpcomingListFeature.Action: CasePathable {
  /// The path of each case of the list's actions.
  struct AllCasePaths: Sendable {
    /// The screen loaded: read the list.
    var viewDidLoad: AnyCasePath<UpcomingListFeature.Action, Void> {
      AnyCasePath(embed: { UpcomingListFeature.Action.viewDidLoad }) {
        guard case .viewDidLoad = $0 else { return nil }
        return ()
      }
    }
    /// Storage answered the read.
    var itemsLoaded: AnyCasePath<UpcomingListFeature.Action, Result<[TodoItem], StorageError>> {
      AnyCasePath(embed: UpcomingListFeature.Action.itemsLoaded) {
        guard case .itemsLoaded(let v0) = $0 else { return nil }
        return v0
      }
    }
    /// The user tapped `+`.
    var addButtonTapped: AnyCasePath<UpcomingListFeature.Action, Void> {
      AnyCasePath(embed: { UpcomingListFeature.Action.addButtonTapped }) {
        guard case .addButtonTapped = $0 else { return nil }
        return ()
      }
    }
    /// An action of the presented Add Item form.
    var addItem: AnyCasePath<UpcomingListFeature.Action, PresentationAction<AddItemFeature.Action>> {
      AnyCasePath(embed: UpcomingListFeature.Action.addItem) {
        guard case .addItem(let v0) = $0 else { return nil }
        return v0
      }
    }
    /// The Error alert was put away.
    var alert: AnyCasePath<UpcomingListFeature.Action, PresentationAction<UpcomingListFeature.Action.Alert>> {
      AnyCasePath(embed: UpcomingListFeature.Action.alert) {
        guard case .alert(let v0) = $0 else { return nil }
        return v0
      }
    }
  }

  /// The cases' paths.
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}
