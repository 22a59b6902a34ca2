import CaseBook
import Entities
import ScreenKit
import Storage
import Testing

@testable import MVVMC

extension CaseBookTests {
  /// The roles of each screen, by type-name suffix: its coordinator, view model and view controller.
  static let roles = [
    "contacts": [
      "ContactsCoordinator", "ContactListViewModel", "ContactListViewController", "ContactService",
    ],
    "addContact": ["AddContactCoordinator", "AddContactViewModel", "AddContactViewController"],
    "upcoming": [
      "UpcomingCoordinator", "UpcomingListViewModel", "UpcomingListViewController", "TodoService",
    ],
    "addItem": ["AddItemCoordinator", "AddItemViewModel", "AddItemViewController"],
  ]

  /// Lifetimes are a matter of the coordinators and the screens they build:
  /// each tab as its coordinator starts it on the real store, the coordinator
  /// kept by a parent as the app coordinator keeps it (or the app as
  /// `AppBuilder` assembles it, its root screen keeping the app coordinator),
  /// driven through its view models; every object reachable from it is found
  /// by reflection and must be freed. An add flow's coordinator is watched from
  /// the moment its parent starts it: once the flow ends, the parent lets it
  /// go, and it must be freed with its screen.
  @Test("A screen's objects are freed when it goes away", arguments: CaseBook.leaks)
  func leaks(_ bookCase: LeakCase) throws {
    let store = SQLiteStore.inMemory()
    let check = LeakCheck()
    let clock = FixedDayClock(Day(CaseBook.today)!)
    // The list under a form, kept on screen while the form's objects are checked.
    var shown: [AnyObject] = []
    switch bookCase.exit {
    case .appReleased:
      do {
        let root = AppBuilder.makeRootViewController(
          contactStore: store, todoStore: store, clock: clock, firstWeekday: .sunday)
        check.watch(from: root, excluding: [store])
        let tabs = Self.roles["contacts"]! + Self.roles["upcoming"]!
        for role in ["RootTabBarController", "AppCoordinator"] + tabs {
          #expect(check.watches(typeNamed: role), "\(role) not found")
        }
      }
    case .contactListReleased, .upcomingListReleased:
      do {
        let contacts = bookCase.exit == .contactListReleased
        let coordinator: any CoordinatorProtocol
        let stack: NavigationController
        if contacts {
          let tab = ContactsCoordinator(service: ContactService(store: store))
          (coordinator, stack) = (tab, tab.start())
        } else {
          let tab = UpcomingCoordinator(
            service: TodoService(store: store), clock: clock, firstWeekday: .sunday)
          (coordinator, stack) = (tab, tab.start())
        }
        let parent = TabsParent()
        parent.addChild(coordinator)
        stack.topViewController?.loadViewIfNeeded()
        check.watch(from: [parent, stack] as [AnyObject], excluding: [store])
        for role in Self.roles[contacts ? "contacts" : "upcoming"]! {
          #expect(check.watches(typeNamed: role), "\(role) not found")
        }
      }
    case .addContactCancelled, .addContactDone:
      let coordinator = ContactsCoordinator(service: ContactService(store: store))
      let stack = coordinator.start()
      shown = [coordinator, stack]
      stack.topViewController?.loadViewIfNeeded()
      let list: ContactListViewModel = try #require(
        ObjectGraph.child("viewModel", of: stack.topViewController))
      let before = ObjectGraph.objects(from: stack, excluding: [store])
      do {
        list.addTapped()
        check.watch(from: coordinator.childCoordinators, excluding: before + [store])
        check.watch(from: stack.presentedViewController as Any, excluding: before + [store])
        for role in Self.roles["addContact"]! { #expect(check.watches(typeNamed: role), "\(role) not found") }
        let form: AddContactViewModel = try #require(
          ObjectGraph.child(
            "viewModel", of: (stack.presentedViewController as? NavigationController)?.topViewController))
        form.firstName = "Ada"
        form.lastName = "Lovelace"
        if bookCase.exit == .addContactDone { form.doneTapped() } else { form.cancelTapped() }
      }
      #expect(coordinator.childCoordinators.isEmpty)
      #expect(stack.presentedViewController == nil)
      #expect(list.rows.map(\.fullName) == (bookCase.exit == .addContactDone ? ["Ada Lovelace"] : []))
    case .addItemCancelled, .addItemSaved:
      let coordinator = UpcomingCoordinator(
        service: TodoService(store: store), clock: clock, firstWeekday: .sunday)
      let stack = coordinator.start()
      shown = [coordinator, stack]
      stack.topViewController?.loadViewIfNeeded()
      let list: UpcomingListViewModel = try #require(
        ObjectGraph.child("viewModel", of: stack.topViewController))
      let before = ObjectGraph.objects(from: stack, excluding: [store])
      do {
        list.addTapped()
        check.watch(from: coordinator.childCoordinators, excluding: before + [store])
        check.watch(from: stack.presentedViewController as Any, excluding: before + [store])
        for role in Self.roles["addItem"]! { #expect(check.watches(typeNamed: role), "\(role) not found") }
        let form: AddItemViewModel = try #require(
          ObjectGraph.child(
            "viewModel", of: (stack.presentedViewController as? NavigationController)?.topViewController))
        form.name = "Buy milk"
        if bookCase.exit == .addItemSaved { form.saveTapped() } else { form.cancelTapped() }
      }
      #expect(coordinator.childCoordinators.isEmpty)
      #expect(stack.presentedViewController == nil)
      #expect(
        list.sections.flatMap(\.rows).map(\.title) == (bookCase.exit == .addItemSaved ? ["Buy milk"] : []))
    }
    #expect(check.count > 0)
    withExtendedLifetime(shown) { #expect(check.survivors == []) }
  }
}
