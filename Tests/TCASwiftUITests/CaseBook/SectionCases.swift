import CaseBook
import Entities
import Testing

@testable import TCASwiftUI

extension CaseBookTests {
  @Test("Upcoming shows its sections", arguments: CaseBook.sections)
  func sections(_ bookCase: SectionCase) {
    let stored = items(bookCase.stored)
    let store = TestStore(initialState: UpcomingListFeature.State()) {
      UpcomingListFeature(
        todos: .holding(stored), clock: FixedDayClock(bookCase.today), firstWeekday: bookCase.firstWeekday)
    }
    let days = UpcomingDays(today: bookCase.today, firstWeekday: bookCase.firstWeekday)
    store.send(.onAppear) { $0.days = days }
    let inRange = stored.filter { days.today <= $0.dueDate && $0.dueDate <= days.lastShown }
    store.receive(.itemsLoaded(.success(inRange))) { $0.groups = groups(bookCase.expected, of: stored) }
    #expect(store.state.shown == bookCase.expected)
  }
}
