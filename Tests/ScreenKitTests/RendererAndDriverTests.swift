import Foundation
import ScreenKit
import Testing

@MainActor
final class FormScreen: ViewController {
  var saved: [String] = []
  let name = TextField(label: "Name", placeholder: "Your name")
  var changes = 0

  override init() {
    super.init()
    title = "Form"
  }

  override func viewDidLoad() {
    view.addSubview(Label(text: "Please fill in the form below, it will not take long at all."))
    view.addSubview(name)
    view.addSubview(Button(title: "Clear") { [weak self] in self?.name.text = "" })
    name.onEditingChanged = { [weak self] _ in self?.changes += 1 }
    navigationItem.leftBarButtonItem = BarButtonItem(title: "Cancel")
    navigationItem.rightBarButtonItem = BarButtonItem(title: "Save") { [weak self] in
      guard let self else { return }
      if name.text.isEmpty {
        let alert = AlertController(title: "Error", message: "A name is needed before the form can be saved")
        alert.addAction(AlertAction(title: "OK"))
        present(alert)
      } else {
        saved.append(name.text)
      }
    }
  }
}

@MainActor
@Suite("Renderer and driver")
struct RendererAndDriverTests {
  @Test("The renderer draws bar, body, tabs and alert at a fixed width")
  func rendering() throws {
    let form = FormScreen()
    let tabs = TabBarController(viewControllers: [
      NavigationController(rootViewController: form), ViewController(),
    ])
    tabs.viewControllers[1].title = "Other"
    let driver = ScreenDriver(root: tabs, width: 40)
    #expect(
      driver.text == """
        [Cancel]          Form            [Save]
        ========================================
        Please fill in the form below, it will
        not take long at all.
        Name: [] (Your name)
        [Clear]
        ----------------------------------------
        *Form*   Other

        """)
    try driver.tap("Save")
    #expect(
      driver.text.hasSuffix(
        """
        +--------------------------------------+
        | Error                                |
        | A name is needed before the form can |
        | be saved                             |
        | [OK]                                 |
        +--------------------------------------+

        """))
    #expect(
      driver.shows("A name is needed before the form can be saved"), "expect searches unwrapped texts too")
    #expect(driver.text.split(separator: "\n").allSatisfy { $0.count <= 40 })
  }

  @Test("Two windows built the same way render the same bytes, and a snapshot survives a JSON round trip")
  func deterministic() throws {
    let first = ScreenDriver(root: NavigationController(rootViewController: FormScreen()))
    let second = ScreenDriver(root: NavigationController(rootViewController: FormScreen()))
    try first.fill("Name", with: "Zoë 👩‍👩‍👧")
    try second.fill("Name", with: "Zoë 👩‍👩‍👧")
    #expect(first.text == second.text)
    #expect(first.text.contains("Name: [Zoë 👩‍👩‍👧]"))
    let data = try JSONEncoder().encode(first.snapshot)
    let decoded = try JSONDecoder().decode(ScreenSnapshot.self, from: data)
    #expect(decoded == second.snapshot)
    #expect(ScreenRenderer(width: 48).render(decoded) == second.text)
  }

  @Test("A disabled bar button is drawn in parentheses and cannot be tapped; enabled again, in brackets")
  func disabledBarButton() throws {
    let form = FormScreen()
    let driver = ScreenDriver(root: NavigationController(rootViewController: form))
    #expect(driver.text.hasPrefix("[Cancel]") && driver.text.contains("[Save]"))
    #expect(driver.snapshot.disabledBarButtons.isEmpty)
    form.navigationItem.rightBarButtonItem?.isEnabled = false
    #expect(driver.text.contains("(Save)") && !driver.text.contains("[Save]"))
    #expect(driver.snapshot.disabledBarButtons == ["Save"])
    #expect(throws: DriverError.buttonDisabled("Save")) { try driver.tap("Save") }
    #expect(form.saved.isEmpty)
    form.navigationItem.rightBarButtonItem?.isEnabled = true
    #expect(driver.text.contains("[Save]"))
  }

  @Test("The driver fills fields, taps buttons and reports what is on screen when it cannot")
  func driving() throws {
    let form = FormScreen()
    let driver = ScreenDriver(root: NavigationController(rootViewController: form))
    try driver.fill("Name", with: "  Ada ")
    #expect(form.changes == 1)
    #expect(driver.snapshot.fieldText("Name") == "  Ada ")
    try driver.tap("Save")
    #expect(form.saved == ["  Ada "])
    try driver.tap("Clear")
    #expect(driver.snapshot.fieldText("Name") == "")
    #expect(throws: DriverError.noButton("Delete", onScreen: ["Cancel", "Save", "Clear"])) {
      try driver.tap("Delete")
    }
    #expect(throws: DriverError.noField("Age", onScreen: ["Name"])) { try driver.fill("Age", with: "3") }
    #expect(throws: DriverError.noTab("Other", tabs: [])) { try driver.selectTab("Other") }
    let message = DriverError.noButton("Delete", onScreen: ["Cancel", "Save"]).description
    #expect(message == #"no button "Delete" on screen; buttons: "Cancel", "Save""#)
  }

  @Test("While an alert is up, only its buttons can be used")
  func alertIsModal() throws {
    let form = FormScreen()
    let driver = ScreenDriver(root: NavigationController(rootViewController: form))
    try driver.tap("Save")
    #expect(throws: DriverError.alertShowing(title: "Error", actions: ["OK"])) { try driver.tap("Save") }
    #expect(throws: DriverError.alertShowing(title: "Error", actions: ["OK"])) {
      try driver.fill("Name", with: "x")
    }
    try driver.tap("OK")
    #expect(driver.snapshot.alert == nil)
    try driver.fill("Name", with: "x")
  }

  @Test("A pushed screen gets a back button titled after the previous screen")
  func backButton() throws {
    let stack = NavigationController(rootViewController: FormScreen())
    let driver = ScreenDriver(root: stack)
    let detail = ViewController()
    detail.title = "Detail"
    stack.pushViewController(detail)
    #expect(driver.snapshot.backButton == "< Form")
    try driver.tap("< Form")
    #expect(driver.snapshot.title == "Form")
  }
}
