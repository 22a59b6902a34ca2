import CaseBook
import Entities
import Testing

@testable import MVVMSwiftUI

/// The Upcoming list's view model on a stub store, with no view.
@MainActor
@Suite("UpcomingListViewModel")
struct UpcomingListViewModelTests {
  @Test("Nothing is read until the list appears, then once, for today through the end of next week")
  func readsOnce() {
    let store = StubTodoStore()
    let viewModel = UpcomingListViewModel(
      store: store, clock: FixedDayClock(.init("2024-05-15")!), firstWeekday: .monday)
    #expect(store.requestedRanges.isEmpty)
    viewModel.loadIfNeeded()
    viewModel.loadIfNeeded()
    #expect(store.requestedRanges == [Day("2024-05-15")!...Day("2024-05-26")!])
  }

  @Test("+ puts Add Item up")
  func addTapped() {
    let viewModel = UpcomingListViewModel(
      store: StubTodoStore(), clock: FixedDayClock(.init("2024-05-15")!), firstWeekday: .sunday)
    viewModel.addTapped()
    #expect(viewModel.isAddingItem)
  }

  @Test("An item saved on another day than the list was read for reads the list again, for the new today")
  func dayChanged() {
    let clock = SettableDayClock(Day("2024-05-15")!)
    let store = StubTodoStore(items: [TodoItem(id: 1, title: "Wednesday", dueDate: Day("2024-05-15")!)])
    let viewModel = UpcomingListViewModel(store: store, clock: clock, firstWeekday: .sunday)
    viewModel.loadIfNeeded()
    clock.set(Day("2024-05-16")!)
    let form = AddItemViewModel(today: clock.today(), store: store) { viewModel.itemAdded($0) }
    form.name = "Thursday"
    #expect(form.save())
    #expect(store.requestedRanges.map(\.lowerBound) == [Day("2024-05-15")!, Day("2024-05-16")!])
    #expect(viewModel.sections.map(\.title) == ["Today"])
    #expect(viewModel.sections.flatMap(\.rows).map(\.title) == ["Thursday"])
  }

  @Test("A failed read leaves no section and the error's message")
  func loadFails() {
    let store = StubTodoStore(items: [TodoItem(id: 1, title: "Milk", dueDate: Day("2024-05-15")!)])
    store.loadError = .busy(path: "/x.sqlite")
    let viewModel = UpcomingListViewModel(
      store: store, clock: FixedDayClock(.init("2024-05-15")!), firstWeekday: .sunday)
    viewModel.loadIfNeeded()
    #expect(viewModel.sections.isEmpty)
    #expect(viewModel.errorMessage == store.loadError?.description)
  }
}
