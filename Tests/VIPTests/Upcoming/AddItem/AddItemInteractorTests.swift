import CaseBook
import Entities
import TestSupport
import Testing

@testable import VIP

/// The add-item interactor alone, on a worker spy and a settable clock.
@MainActor
@Suite("Add-item interactor")
struct AddItemInteractorTests {
  @Test("The default due date is asked of the clock each time")
  func defaultDueDateFromClock() {
    let clock = SettableDayClock(.at("2024-05-15"))
    let presenter = AddItemPresentationLogicSpy()
    let sut = AddItemInteractor(worker: TodosWorkerSpy(), clock: clock)
    sut.presenter = presenter
    sut.fetchDefaultDueDate(request: .init())
    clock.set(.at("2024-05-16"))
    sut.fetchDefaultDueDate(request: .init())
    #expect(presenter.dueDateResponses.map(\.day) == [.at("2024-05-15"), .at("2024-05-16")])
  }

  @Test("A 201-character name is reported with the limit of 200")
  func nameLimit() {
    let presenter = AddItemPresentationLogicSpy()
    let sut = AddItemInteractor(worker: TodosWorkerSpy(), clock: FixedDayClock(.at("2024-05-15")))
    sut.presenter = presenter
    sut.saveItem(request: .init(name: String(repeating: "x", count: 201), dueDate: "2024-05-15"))
    #expect(presenter.savedResponses == [.init(outcome: .rejected(.nameTooLong(limit: 200)))])
  }
}
