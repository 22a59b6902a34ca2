import Entities
import TestSupport
import Testing

@testable import VIPER

/// The Upcoming list's presenter, with doubles for its view, interactor and wireframe.
@MainActor
@Suite("Upcoming list presenter")
struct UpcomingListPresenterTests {
  let log = CallLog()
  let view: UpcomingListViewSpy
  let wireframe: UpcomingListWireframeSpy
  let presenter: UpcomingListPresenter

  init() {
    view = UpcomingListViewSpy(log: log)
    wireframe = UpcomingListWireframeSpy(log: log)
    presenter = UpcomingListPresenter(interactor: UpcomingListInteractorSpy(log: log), wireframe: wireframe)
    presenter.userInterface = view
  }

  func item(_ title: String, _ day: String, _ relation: NearTermDateRelation) -> UpcomingItem {
    UpcomingItem(title: title, dueDate: .at(day), dateRelation: relation)
  }

  @Test("Updating the view asks the interactor for the upcoming items")
  func updateView() {
    presenter.updateView()
    #expect(log.calls == ["interactor.findUpcomingItems()"])
  }

  @Test("+ asks the wireframe for the add-item module, with this presenter as its delegate")
  func addNewEntry() {
    presenter.addNewEntry()
    #expect(log.calls == ["wireframe.presentAddInterface()"])
    #expect(wireframe.delegate === presenter)
  }

  @Test("Zero upcoming items shows the no-content message")
  func foundZeroItems() {
    presenter.foundUpcomingItems([])
    #expect(log.calls == ["view.showNoContentMessage()"])
  }

  @Test("An item due today is shown under Today with no day")
  func itemForToday() {
    presenter.foundUpcomingItems([item("Haircut", "2024-05-15", .today)])
    #expect(
      view.sections == [
        UpcomingDisplaySection(name: "Today", items: [UpcomingDisplayItem(title: "Haircut", dueDay: nil)])
      ])
  }

  @Test("An item due tomorrow is shown under Tomorrow with its weekday")
  func itemForTomorrow() {
    presenter.foundUpcomingItems([item("Groceries", "2024-05-16", .tomorrow)])
    #expect(
      view.sections == [
        UpcomingDisplaySection(
          name: "Tomorrow", items: [UpcomingDisplayItem(title: "Groceries", dueDay: "Thursday")])
      ])
  }

  @Test("Tomorrow in next week still shows its weekday: only today has no day label")
  func tomorrowInNextWeek() {
    presenter.foundUpcomingItems([item("Brunch", "2024-05-19", .nextWeek)])
    #expect(
      view.sections == [
        UpcomingDisplaySection(
          name: "Next Week", items: [UpcomingDisplayItem(title: "Brunch", dueDay: "Sunday")])
      ])
  }

  @Test(
    "Every weekday is labelled with its English name",
    arguments: zip(
      ["2024-05-19", "2024-05-20", "2024-05-21", "2024-05-22", "2024-05-23", "2024-05-24", "2024-05-25"],
      ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]))
  func weekdayLabels(day: String, name: String) {
    presenter.foundUpcomingItems([item("x", day, .nextWeek)])
    #expect(view.sections?.first?.items.first?.dueDay == name)
  }

  @Test(
    "Sections come in the order Today, Tomorrow, Later This Week, Next Week, empty ones left out, rows in the interactor's order"
  )
  func sectionOrder() {
    presenter.foundUpcomingItems([
      item("e", "2024-05-15", .today), item("c", "2024-05-15", .today),
      item("a", "2024-05-17", .laterThisWeek),
      item("d", "2024-05-20", .nextWeek), item("b", "2024-05-19", .nextWeek),
    ])
    #expect(view.sections?.map(\.name) == ["Today", "Later This Week", "Next Week"])
    #expect(view.sections?.map { $0.items.map(\.title) } == [["e", "c"], ["a"], ["d", "b"]])
    #expect(log.calls.count == 1)
  }

  @Test("All four sections are titled as the feature says")
  func sectionTitles() {
    presenter.foundUpcomingItems([
      item("1", "2024-05-15", .today), item("2", "2024-05-16", .tomorrow),
      item("3", "2024-05-17", .laterThisWeek), item("4", "2024-05-20", .nextWeek),
    ])
    #expect(view.sections?.map(\.name) == ["Today", "Tomorrow", "Later This Week", "Next Week"])
    #expect(view.sections?.map { $0.items.map(\.dueDay) } == [[nil], ["Thursday"], ["Friday"], ["Monday"]])
  }

  @Test("A failed load shows the empty list and the storage message")
  func failedToFind() {
    presenter.failedToFindUpcomingItems(message: "todo.sqlite is damaged")
    #expect(log.calls == ["view.showNoContentMessage()", "view.showErrorMessage(todo.sqlite is damaged)"])
  }

  @Test("A saved item is handed to the interactor to place")
  func addModuleDidSave() {
    presenter.addItemModuleDidSaveAddAction(TodoSummary(id: 3, title: "Milk", dueDate: .at("2024-05-16")))
    #expect(log.calls == ["interactor.insertNewItem(3, Milk, 2024-05-16)"])
  }

  @Test("An item inserted into a relation already shown becomes a row of its section, at its index")
  func insertedIntoShownSection() {
    presenter.foundUpcomingItems([item("a", "2024-05-15", .today), item("b", "2024-05-20", .nextWeek)])
    presenter.insertedUpcomingItem(item("c", "2024-05-21", .nextWeek), at: 1)
    #expect(log.calls.last == "view.insertUpcomingDisplayItem(c, at: 1, inSection: 1)")
    #expect(view.sections?.map { $0.items.map(\.title) } == [["a"], ["b", "c"]])
    #expect(view.sections?.last?.items.last?.dueDay == "Tuesday")
  }

  @Test("An item of a relation not shown yet brings its section, at its place in the section order")
  func insertedIntoNewSection() {
    presenter.foundUpcomingItems([item("b", "2024-05-20", .nextWeek)])
    presenter.insertedUpcomingItem(item("c", "2024-05-17", .laterThisWeek), at: 0)
    presenter.insertedUpcomingItem(item("a", "2024-05-15", .today), at: 0)
    presenter.insertedUpcomingItem(item("t", "2024-05-16", .tomorrow), at: 0)
    presenter.insertedUpcomingItem(item("t2", "2024-05-16", .tomorrow), at: 1)
    #expect(
      log.calls.dropFirst() == [
        "view.insertUpcomingDisplaySection(Later This Week, at: 0)",
        "view.insertUpcomingDisplaySection(Today, at: 0)",
        "view.insertUpcomingDisplaySection(Tomorrow, at: 1)",
        "view.insertUpcomingDisplayItem(t2, at: 1, inSection: 1)",
      ])
    #expect(view.sections?.map(\.name) == ["Today", "Tomorrow", "Later This Week", "Next Week"])
    #expect(
      view.sections?.map { $0.items.map(\.dueDay) } == [
        [nil], ["Thursday", "Thursday"], ["Friday"], ["Monday"],
      ])
  }

  @Test("Into an empty list, or after a failed load, an inserted item brings the first section")
  func insertedIntoEmptyList() {
    presenter.foundUpcomingItems([])
    presenter.insertedUpcomingItem(item("a", "2024-05-16", .tomorrow), at: 0)
    presenter.failedToFindUpcomingItems(message: "damaged")
    presenter.insertedUpcomingItem(item("b", "2024-05-20", .nextWeek), at: 0)
    #expect(
      log.calls == [
        "view.showNoContentMessage()", "view.insertUpcomingDisplaySection(Tomorrow, at: 0)",
        "view.showNoContentMessage()", "view.showErrorMessage(damaged)",
        "view.insertUpcomingDisplaySection(Next Week, at: 0)",
      ])
    #expect(
      view.sections == [
        UpcomingDisplaySection(name: "Next Week", items: [.init(title: "b", dueDay: "Monday")])
      ])
  }

  @Test("A cancelled add changes nothing")
  func addModuleDidCancel() {
    presenter.addItemModuleDidCancelAddAction()
    #expect(log.calls.isEmpty)
  }
}
