import CaseBook
import Entities
import ScreenKit
import Storage
import Testing

@testable import VIP

/// The contact-list and add-contact routers: routing, and passing the saved
/// contact from one data store to the other, on scenes the configurators build.
@MainActor
@Suite("Contact routers")
struct ContactListRouterTests {
  let list = ContactListConfigurator.makeScene(worker: ContactsWorkerSpy())
  let driver: ScreenDriver

  init() {
    driver = ScreenDriver(root: NavigationController(rootViewController: list))
  }

  @Test("+ presents New Contact in its own navigation controller, set to return to this list")
  func routeToAddContact() throws {
    list.router?.routeToAddContact()
    let presented = try #require(list.presentedViewController as? NavigationController)
    let form = try #require(presented.topViewController as? AddContactViewController)
    let router = try #require(form.router as? AddContactRouter)
    #expect(router.contactListViewController === list)
    #expect(router.viewController === form)
    #expect(router.dataStore === form.interactor)
  }

  @Test("Back from New Contact, the saved contact is passed to the list's data store and the form dismissed")
  func passData() throws {
    let worker = ContactsWorkerSpy()
    let interactor = AddContactInteractor(worker: worker)
    interactor.saveContact(request: .init(firstName: "Ada", lastName: "Lovelace"))
    let listInteractor = ContactListInteractor(worker: worker)
    var destination: any ContactListDataStore = listInteractor
    let router = AddContactRouter()
    router.passDataToContactList(source: interactor, destination: &destination)
    #expect(listInteractor.addedContact == Contact(id: 1, firstName: "Ada", lastName: "Lovelace"))
  }

  @Test("Done routes back: the list shows the new row, inserted, and the form is gone")
  func doneRoutesBack() throws {
    try driver.tap("+")
    try driver.fill("First name", with: "Ada")
    try driver.fill("Last name", with: "Lovelace")
    try driver.tap("Done")
    #expect(list.presentedViewController == nil)
    #expect(driver.snapshot.rowTexts == ["Ada Lovelace"])
    #expect(try #require(driver.tableViews.first).insertedRowCount == 1)
    #expect(list.router?.dataStore?.addedContact == nil)
  }

  @Test("A router holds its view controller weakly")
  func weakViewController() {
    let router = ContactListRouter(worker: ContactsWorkerSpy())
    do {
      let viewController = ContactListViewController()
      router.viewController = viewController
    }
    #expect(router.viewController == nil)
    router.routeToAddContact()
  }
}
