import CaseBook
import Entities
import ScreenKit
import TestSupport
import Testing

@testable import MVVMC

/// The Add Item flow's coordinator, under a spy parent: what it presents, and
/// that it dismisses its screen before telling its parent how the flow ended.
@MainActor
@Suite("Add Item coordinator")
struct AddItemCoordinatorTests {
  let service = StubTodoService()
  let parent = SpyFlowParent(presenter: NavigationController(rootViewController: ViewController()))

  /// The flow for `today`, started as its parent starts it (kept as a child), and the form's view model it presented.
  func start(today: Day = .at("2024-05-15")) throws -> (AddItemCoordinator, AddItemViewModel) {
    let coordinator = AddItemCoordinator(
      presenter: parent.presenter, today: today, service: service, delegate: parent)
    parent.addChild(coordinator)
    coordinator.start()
    let stack = try #require(parent.presenter.presentedViewController as? NavigationController)
    #expect(coordinator.navigationController === stack)
    let screen = try #require(stack.topViewController as? AddItemViewController)
    let viewModel: AddItemViewModel = try #require(ObjectGraph.child("viewModel", of: screen))
    let delegate: AnyObject? = ObjectGraph.child("delegate", of: viewModel)
    #expect(delegate === coordinator)
    return (coordinator, viewModel)
  }

  @Test("Start presents Add Item in its own stack, due the day it was given")
  func presents() throws {
    let (_, form) = try start(today: .at("2026-12-31"))
    #expect(form.dueDate == "2026-12-31")
    #expect(parent.endings.isEmpty)
  }

  @Test("A saved item dismisses the form, then the parent hears of it")
  func saved() throws {
    let (coordinator, form) = try start()
    form.name = "Buy milk"
    form.saveTapped()
    #expect(parent.endings == [.addedItem(TodoItem(id: 1, title: "Buy milk", dueDate: .at("2024-05-15")))])
    #expect(parent.presentingWhenTold == [false])
    #expect(parent.childCoordinators.isEmpty)
    #expect(coordinator.navigationController == nil)
  }

  @Test("Cancel dismisses the form, then the parent hears the flow was cancelled")
  func cancelled() throws {
    let (_, form) = try start()
    form.name = "Buy milk"
    form.cancelTapped()
    #expect(parent.endings == [.cancelled])
    #expect(parent.presentingWhenTold == [false])
    #expect(parent.childCoordinators.isEmpty)
    #expect(service.items.isEmpty)
  }

  @Test("Its form does not keep it: once its parent lets it go, it is freed and the form reports to no one")
  func formDoesNotKeepIt() throws {
    weak var weakCoordinator: AddItemCoordinator?
    let form: AddItemViewModel
    do {
      let (coordinator, viewModel) = try start()
      weakCoordinator = coordinator
      form = viewModel
      parent.removeChild(coordinator)
    }
    let delegate: (any AddItemViewModelDelegate)? = ObjectGraph.child("delegate", of: form)
    #expect(weakCoordinator == nil)
    #expect(delegate == nil)
    form.cancelTapped()
    #expect(parent.endings.isEmpty)
  }

  @Test("An invalid form ends nothing: the form stays and the parent hears nothing")
  func invalidEndsNothing() throws {
    let (_, form) = try start()
    form.saveTapped()
    #expect(parent.endings.isEmpty)
    #expect(parent.presenter.presentedViewController is NavigationController)
    #expect(parent.childCoordinators.count == 1)
  }
}
