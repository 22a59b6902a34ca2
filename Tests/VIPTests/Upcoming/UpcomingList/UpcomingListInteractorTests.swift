import CaseBook
import Entities
import TestSupport
import Testing

@testable import VIP

/// The Upcoming list's interactor alone, on a worker spy and a settable clock,
/// handing responses to a presenter spy.
@MainActor
@Suite("Upcoming list interactor")
struct UpcomingListInteractorTests {
  let clock = SettableDayClock(.at("2024-05-15"))
  let worker = TodosWorkerSpy(specs: [ItemSpec("Now", "2024-05-15")])
  let presenter = UpcomingListPresentationLogicSpy()
  let sut: UpcomingListInteractor

  init() {
    sut = UpcomingListInteractor(worker: worker, clock: clock, firstWeekday: .sunday)
    sut.presenter = presenter
  }

  @Test(
    "The worker is asked for today through the end of next week",
    arguments: [
      (Weekday.sunday, "2024-05-25"), (.monday, "2024-05-26"),
    ])
  func range(firstWeekday: Weekday, end: String) {
    let sut = UpcomingListInteractor(worker: worker, clock: clock, firstWeekday: firstWeekday)
    sut.fetchItems(request: .init())
    #expect(worker.fetchedRanges == [Day.at("2024-05-15")...Day.at(end)])
  }

  @Test("Today is asked of the clock at each fetch, never remembered")
  func clockAskedEachTime() {
    sut.fetchItems(request: .init())
    clock.set(.at("2024-05-16"))
    sut.fetchItems(request: .init())
    #expect(worker.fetchedRanges.map(\.lowerBound) == [.at("2024-05-15"), .at("2024-05-16")])
    #expect(presenter.fetchedResponses.last == .init(groups: []))
  }

  @Test("When the day has changed since the list was read, an added item reads the list again")
  func dayChangedRefetches() {
    sut.fetchItems(request: .init())
    clock.set(.at("2024-05-16"))
    sut.addedItem = TodoItem(id: 2, title: "Later", dueDate: .at("2024-05-17"))
    worker.items.append(TodoItem(id: 2, title: "Later", dueDate: .at("2024-05-17")))
    sut.insertAddedItem(request: .init())
    #expect(worker.fetchedRanges.count == 2)
    #expect(presenter.insertedResponses.isEmpty)
    #expect(presenter.fetchedResponses.last?.groups.map(\.dueGroup) == [.tomorrow])
  }

  @Test("Without an added item in the data store, an insert request presents nothing")
  func nothingAdded() {
    sut.fetchItems(request: .init())
    sut.insertAddedItem(request: .init())
    #expect(presenter.insertedResponses.isEmpty)
    #expect(worker.fetchedRanges.count == 1)
  }
}
