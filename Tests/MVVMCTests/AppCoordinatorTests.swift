import CaseBook
import Entities
import ScreenKit
import Storage
import Testing

@testable import MVVMC

/// The app coordinator: the flows it starts, keeps as its children, and whose
/// stacks it hands to the root tab bar.
@MainActor
@Suite("App coordinator")
struct AppCoordinatorTests {
  let store = SQLiteStore.inMemory()

  func makeCoordinator() -> AppCoordinator {
    AppCoordinator(
      contactStore: store, todoStore: store, clock: FixedDayClock(.init("2024-05-15")!), firstWeekday: .sunday
    )
  }

  @Test(
    "It starts one flow coordinator per tab, Contacts then Upcoming, keeps them as children, and returns their stacks"
  )
  func startsOneFlowPerTab() throws {
    let coordinator = makeCoordinator()
    let stacks = coordinator.start()
    #expect(stacks.map(\.title) == ["Contacts", "Upcoming"])
    #expect(coordinator.childCoordinators.count == 2)
    let contacts = try #require(coordinator.childCoordinators.first as? ContactsCoordinator)
    let upcoming = try #require(coordinator.childCoordinators.last as? UpcomingCoordinator)
    #expect(stacks.first === contacts.navigationController)
    #expect(stacks.last === upcoming.navigationController)
    #expect(contacts.navigationController?.topViewController is ContactListViewController)
    #expect(upcoming.navigationController?.topViewController is UpcomingListViewController)
  }

  @Test("No screen is loaded, nor any storage read, before it is shown")
  func nothingLoadedBeforeShown() {
    let stacks = makeCoordinator().start()
    let lists = stacks.compactMap(\.topViewController)
    #expect(lists.count == 2)
    #expect(lists.allSatisfy { !$0.isViewLoaded })
  }

  @Test("Its children live as long as it does, whoever holds their screens, and go with it")
  func childrenLiveWithIt() {
    weak var weakContacts: ContactsCoordinator?
    weak var weakUpcoming: UpcomingCoordinator?
    let stacks: [NavigationController]
    do {
      let coordinator = makeCoordinator()
      stacks = coordinator.start()
      weakContacts = coordinator.childCoordinators.first as? ContactsCoordinator
      weakUpcoming = coordinator.childCoordinators.last as? UpcomingCoordinator
      withExtendedLifetime(coordinator) { #expect(weakContacts != nil && weakUpcoming != nil) }
    }
    #expect(weakContacts == nil, "the Contacts tab's screens keep its coordinator")
    #expect(weakUpcoming == nil, "the Upcoming tab's screens keep its coordinator")
    #expect(stacks.count == 2)
  }
}
