import ScreenKit
import Testing

@testable import VIPER

/// Finds every role object of a module from its screen, the way the
/// wireframes wired it, and watches them.
@MainActor
enum ModuleInspector {
  /// Watches the contact list module whose screen is `screen`.
  static func watchContactList(_ screen: ViewController?, in watcher: LifetimeWatcher) throws {
    let view = try #require(screen as? ContactListViewController)
    let presenter = try #require(view.eventHandler as? ContactListPresenter)
    let interactor = try #require(presenter.interactor as? ContactListInteractor)
    watcher.watch("ContactListViewController", view)
    watcher.watch("ContactListPresenter", presenter)
    watcher.watch("ContactListInteractor", interactor)
    watcher.watch("ContactListWireframe", try #require(presenter.wireframe as? ContactListWireframe))
    watcher.watch("ContactListDataManager", try #require(interactor.dataManager as? ContactListDataManager))
  }

  /// Watches the add-contact module presented in `presented`, its navigation controller.
  static func watchAddContact(_ presented: ViewController?, in watcher: LifetimeWatcher) throws {
    let navigation = try #require(presented as? NavigationController)
    let view = try #require(navigation.topViewController as? AddContactViewController)
    let presenter = try #require(view.eventHandler as? AddContactPresenter)
    let interactor = try #require(presenter.interactor as? AddContactInteractor)
    watcher.watch("add-contact NavigationController", navigation)
    watcher.watch("AddContactViewController", view)
    watcher.watch("AddContactPresenter", presenter)
    watcher.watch("AddContactInteractor", interactor)
    watcher.watch("AddContactWireframe", try #require(presenter.wireframe as? AddContactWireframe))
    watcher.watch("AddContactDataManager", try #require(interactor.dataManager as? AddContactDataManager))
  }

  /// Watches the Upcoming list module whose screen is `screen`.
  static func watchUpcomingList(_ screen: ViewController?, in watcher: LifetimeWatcher) throws {
    let view = try #require(screen as? UpcomingListViewController)
    let presenter = try #require(view.eventHandler as? UpcomingListPresenter)
    let interactor = try #require(presenter.interactor as? UpcomingListInteractor)
    watcher.watch("UpcomingListViewController", view)
    watcher.watch("UpcomingListPresenter", presenter)
    watcher.watch("UpcomingListInteractor", interactor)
    watcher.watch("UpcomingListWireframe", try #require(presenter.wireframe as? UpcomingListWireframe))
    watcher.watch("UpcomingListDataManager", try #require(interactor.dataManager as? UpcomingListDataManager))
  }

  /// Watches the add-item module presented in `presented`, its navigation controller.
  static func watchAddItem(_ presented: ViewController?, in watcher: LifetimeWatcher) throws {
    let navigation = try #require(presented as? NavigationController)
    let view = try #require(navigation.topViewController as? AddItemViewController)
    let presenter = try #require(view.eventHandler as? AddItemPresenter)
    let interactor = try #require(presenter.interactor as? AddItemInteractor)
    watcher.watch("add-item NavigationController", navigation)
    watcher.watch("AddItemViewController", view)
    watcher.watch("AddItemPresenter", presenter)
    watcher.watch("AddItemInteractor", interactor)
    watcher.watch("AddItemWireframe", try #require(presenter.wireframe as? AddItemWireframe))
    watcher.watch("AddItemDataManager", try #require(interactor.dataManager as? AddItemDataManager))
  }
}
