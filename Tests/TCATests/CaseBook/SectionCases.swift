import CaseBook
import ComposableArchitectureKit
import ComposableArchitectureTesting
import Entities
import Testing

@testable import TCA

extension CaseBookTests {
  @Test("Upcoming shows its sections", arguments: CaseBook.sections)
  func sections(_ bookCase: SectionCase) async {
    let stored = items(bookCase.stored)
    let store = TestStore(initialState: UpcomingListFeature.State()) {
      UpcomingListFeature()
    } withDependencies: {
      $0.todosClient = .holding(stored)
      $0.dayClock = FixedDayClock(bookCase.today)
      $0.firstWeekday = bookCase.firstWeekday
    }
    let days = UpcomingDays(today: bookCase.today, firstWeekday: bookCase.firstWeekday)
    await store.send(.viewDidLoad) { $0.days = days }
    let inRange = stored.filter { days.today <= $0.dueDate && $0.dueDate <= days.lastShown }
    await store.receive(\.itemsLoaded.success, inRange) { $0.groups = groups(bookCase.expected, of: stored) }
    #expect(store.state.shown == bookCase.expected)
  }
}
