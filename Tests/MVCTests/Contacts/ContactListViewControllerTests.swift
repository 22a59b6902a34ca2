import Entities
import ScreenKit
import Storage
import TestSupport
import Testing

@testable import MVC

@MainActor
@Suite("MVC: ContactListViewController")
struct ContactListViewControllerTests {
  @Test("It loads the model's contacts sorted into its table")
  func loadsSorted() throws {
    let store = SQLiteStore.inMemory()
    for (first, last) in [("zed", "Zulu"), ("Émile", "Bravo"), ("emile", "bravo"), ("Adam", "Alpha")] {
      _ = try store.addContact(firstName: first, lastName: last)
    }
    let driver = ScreenDriver(
      root: NavigationController(rootViewController: ContactListViewController(store: store)))
    #expect(driver.snapshot.rowTexts == ["Adam Alpha", "Émile Bravo", "emile bravo", "zed Zulu"])
  }

  @Test("An added contact is inserted into the table at its sorted place, after its equals")
  func insertsAfterEquals() throws {
    let store = SQLiteStore.inMemory()
    for name in ["Ann", "Bob", "Bob", "Cid"] { _ = try store.addContact(firstName: name, lastName: "X") }
    let controller = ContactListViewController(store: store)
    let driver = ScreenDriver(root: NavigationController(rootViewController: controller))
    try driver.tap("+")
    try driver.fill("First name", with: "bob")
    try driver.fill("Last name", with: "x")
    try driver.tap("Done")
    #expect(driver.snapshot.rowTexts == ["Ann X", "Bob X", "Bob X", "bob x", "Cid X"])
    let table = try #require(driver.tableViews.first)
    #expect(table.reloadCount == 1)
    #expect(table.insertedRowCount == 1)
  }

  @Test("The first and last positions are found too")
  func insertsAtEnds() throws {
    let store = SQLiteStore.inMemory()
    _ = try store.addContact(firstName: "Mia", lastName: "M")
    let driver = ScreenDriver(
      root: NavigationController(rootViewController: ContactListViewController(store: store)))
    for (first, last) in [("Zoe", "Z"), ("Abe", "A")] {
      try driver.tap("+")
      try driver.fill("First name", with: first)
      try driver.fill("Last name", with: last)
      try driver.tap("Done")
    }
    #expect(driver.snapshot.rowTexts == ["Abe A", "Mia M", "Zoe Z"])
  }

  @Test("The list and the add screen are freed when released")
  func noLeaks() throws {
    weak var weakList: ViewController?
    do {
      let list = ContactListViewController(store: SQLiteStore.inMemory())
      weakList = list
      let driver = ScreenDriver(root: NavigationController(rootViewController: list))
      try driver.tap("+")
      try driver.tap("Cancel")
      driver.window.rootViewController = nil
    }
    #expect(weakList == nil)
  }
}
