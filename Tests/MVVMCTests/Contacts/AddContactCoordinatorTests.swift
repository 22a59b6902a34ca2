import CaseBook
import Entities
import ScreenKit
import Testing

@testable import MVVMC

/// The New Contact flow's coordinator, under a spy parent: what it presents,
/// and that it dismisses its screen before telling its parent how the flow ended.
@MainActor
@Suite("New Contact coordinator")
struct AddContactCoordinatorTests {
  let service = StubContactService()
  let parent = SpyFlowParent(presenter: NavigationController(rootViewController: ViewController()))

  /// The flow, started as its parent starts it (kept as a child), and the form's view model it presented.
  func start() throws -> (AddContactCoordinator, AddContactViewModel) {
    let coordinator = AddContactCoordinator(presenter: parent.presenter, service: service, delegate: parent)
    parent.addChild(coordinator)
    coordinator.start()
    let stack = try #require(parent.presenter.presentedViewController as? NavigationController)
    #expect(coordinator.navigationController === stack)
    let screen = try #require(stack.topViewController as? AddContactViewController)
    let viewModel: AddContactViewModel = try #require(ObjectGraph.child("viewModel", of: screen))
    let delegate: AnyObject? = ObjectGraph.child("delegate", of: viewModel)
    #expect(delegate === coordinator)
    return (coordinator, viewModel)
  }

  @Test("Start presents New Contact in its own stack over the presenter, reporting to this coordinator")
  func presents() throws {
    _ = try start()
    #expect(parent.endings.isEmpty)
  }

  @Test("A saved contact dismisses the form, then the parent hears of it")
  func saved() throws {
    let (coordinator, form) = try start()
    form.firstName = "Ada"
    form.lastName = "Lovelace"
    form.doneTapped()
    #expect(parent.endings == [.addedContact(Contact(id: 1, firstName: "Ada", lastName: "Lovelace"))])
    #expect(parent.presentingWhenTold == [false])
    #expect(parent.childCoordinators.isEmpty)
    #expect(coordinator.navigationController == nil)
  }

  @Test("Cancel dismisses the form, then the parent hears the flow was cancelled")
  func cancelled() throws {
    let (_, form) = try start()
    form.cancelTapped()
    #expect(parent.endings == [.cancelled])
    #expect(parent.presentingWhenTold == [false])
    #expect(parent.childCoordinators.isEmpty)
    #expect(service.contacts.isEmpty)
  }

  @Test("Its form does not keep it: once its parent lets it go, it is freed and the form reports to no one")
  func formDoesNotKeepIt() throws {
    weak var weakCoordinator: AddContactCoordinator?
    let form: AddContactViewModel
    do {
      let (coordinator, viewModel) = try start()
      weakCoordinator = coordinator
      form = viewModel
      parent.removeChild(coordinator)
    }
    let delegate: (any AddContactViewModelDelegate)? = ObjectGraph.child("delegate", of: form)
    #expect(weakCoordinator == nil)
    #expect(delegate == nil)
    form.cancelTapped()
    #expect(parent.endings.isEmpty)
  }

  @Test("An invalid form ends nothing: the form stays and the parent hears nothing")
  func invalidEndsNothing() throws {
    let (_, form) = try start()
    form.doneTapped()
    #expect(parent.endings.isEmpty)
    #expect(parent.presenter.presentedViewController is NavigationController)
    #expect(parent.childCoordinators.count == 1)
  }
}
