import ScreenKit
import Testing

@MainActor
@Suite("View controllers")
struct ViewControllerTests {
  @Test("viewDidLoad runs once; the appearance methods run each time, in UIKit's order")
  func lifecycle() {
    let root = RecordingViewController("root")
    let modal = RecordingViewController("modal")
    let window = Window()
    window.rootViewController = root
    root.present(modal)
    modal.dismiss()
    root.present(modal)
    #expect(
      root.log == [
        "root.didLoad", "root.willAppear", "root.didAppear", "root.willDisappear", "root.didDisappear",
        "root.willAppear", "root.didAppear", "root.willDisappear", "root.didDisappear",
      ])
    #expect(
      modal.log == [
        "modal.didLoad", "modal.willAppear", "modal.didAppear", "modal.willDisappear", "modal.didDisappear",
        "modal.willAppear", "modal.didAppear",
      ])
  }

  @Test("An alert is drawn over its presenter, which stays on screen")
  func overFullScreen() {
    let root = RecordingViewController("root")
    let window = Window()
    window.rootViewController = root
    root.log.removeAll()
    let alert = AlertController(title: "Error", message: "Bad")
    alert.addAction(AlertAction(title: "OK"))
    root.present(alert)
    #expect(root.log.isEmpty)
    #expect(window.topViewController === alert)
    #expect(window.topFullScreen === root)
  }

  @Test("Presenting from a child presents over the whole tab bar, and dismiss from either side works")
  func presentationContext() {
    let list = RecordingViewController("list")
    let other = RecordingViewController("other")
    let tabs = TabBarController(viewControllers: [NavigationController(rootViewController: list), other])
    let window = Window()
    window.rootViewController = tabs
    let form = RecordingViewController("form")
    let wrapper = NavigationController(rootViewController: form)
    var completed = 0
    list.present(wrapper) { completed += 1 }
    #expect(window.topFullScreen === wrapper)
    #expect(list.presentedViewController === wrapper)
    #expect(form.presentingViewController === tabs)
    #expect(!list.isVisible)
    #expect(form.isVisible)
    form.dismiss { completed += 1 }
    #expect(window.topFullScreen === tabs)
    #expect(list.isVisible)
    #expect(!form.isVisible)
    #expect(completed == 2)
    list.present(wrapper)
    list.dismiss()
    #expect(window.topFullScreen === tabs)
  }

  @Test("Push and pop move the appearance between screens, and pop never removes the root")
  func navigation() {
    let first = RecordingViewController("first")
    let second = RecordingViewController("second")
    let stack = NavigationController(rootViewController: first)
    let window = Window()
    window.rootViewController = stack
    stack.pushViewController(second)
    #expect(second.navigationController === stack)
    #expect(first.log.suffix(2) == ["first.willDisappear", "first.didDisappear"])
    #expect(stack.popViewController() === second)
    #expect(stack.popViewController() == nil)
    #expect(first.isVisible)
    #expect(second.parent == nil)
    #expect(stack.title == "first")
  }

  @Test("Switching tabs makes one tab disappear and the other appear")
  func tabs() {
    let a = RecordingViewController("a")
    let b = RecordingViewController("b")
    let tabs = TabBarController(viewControllers: [a, b])
    let window = Window()
    window.rootViewController = tabs
    #expect(b.log.isEmpty, "a tab not shown is not loaded")
    tabs.select(index: 1)
    tabs.select(index: 7)
    #expect(tabs.selectedIndex == 1)
    #expect(a.log.suffix(2) == ["a.willDisappear", "a.didDisappear"])
    #expect(b.log == ["b.didLoad", "b.willAppear", "b.didAppear"])
    #expect(a.tabBarController === tabs)
  }

  @Test(
    "A tab bar subclassed outside ScreenKit is a tab bar to the driver, and what it keeps lives as long as it does"
  )
  func tabBarSubclass() throws {
    final class Kept {}
    weak var weakKept: Kept?
    weak var weakTabs: TabBarController?
    do {
      let list = RecordingViewController("list")
      let tabs = KeepingTabBarController(
        keeping: Kept(),
        viewControllers: [NavigationController(rootViewController: list), RecordingViewController("other")])
      weakKept = tabs.kept as? Kept
      weakTabs = tabs
      let driver = ScreenDriver(root: tabs)
      #expect(driver.snapshot.tabs == ["list", "other"])
      try driver.selectTab("other")
      #expect(tabs.selectedIndex == 1)
      try driver.selectTab("list")
      list.present(NavigationController(rootViewController: RecordingViewController("form")))
      #expect(driver.snapshot.title == "form")
      #expect(list.tabBarController === tabs)
      #expect(weakKept != nil)
    }
    #expect(weakTabs == nil)
    #expect(weakKept == nil)
  }

  @Test("Dismissed and released screens are freed")
  func noLeaks() {
    let root = RecordingViewController("root")
    let window = Window()
    window.rootViewController = root
    weak var weakModal: ViewController?
    do {
      let modal = NavigationController(rootViewController: RecordingViewController("modal"))
      weakModal = modal
      root.present(modal)
    }
    #expect(weakModal != nil)
    root.dismiss()
    #expect(weakModal == nil)
  }
}

/// A tab bar's screens replaced, and the delegate asked before a tab is shown.
@MainActor
@Suite("Tab bar: replacing screens and the delegate")
struct TabBarReplacementTests {
  final class Recorder: TabBarControllerDelegate {
    var asked: [String] = []
    var replacement: ViewController?

    func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController)
      -> Bool
    {
      asked.append(viewController.title ?? "")
      if let replacement,
        let index = tabBarController.viewControllers.firstIndex(where: { $0 === viewController })
      {
        var screens = tabBarController.viewControllers
        screens[index] = replacement
        tabBarController.setViewControllers(screens)
      }
      return true
    }
  }

  static func screen(_ title: String) -> ViewController {
    let screen = ViewController()
    screen.title = title
    return screen
  }

  @Test("The delegate may replace a tab's screen before it is shown: the new one appears")
  func replacedBeforeShown() throws {
    let (first, placeholder, real) = (Self.screen("One"), Self.screen("Two"), Self.screen("Two"))
    let tabs = TabBarController(viewControllers: [first, placeholder])
    let recorder = Recorder()
    recorder.replacement = real
    tabs.delegate = recorder
    let driver = ScreenDriver(root: tabs)
    try driver.selectTab("Two")
    #expect(recorder.asked == ["Two"])
    #expect(tabs.selectedViewController === real)
    #expect(real.isVisible && !placeholder.isVisible && !first.isVisible)
    #expect(placeholder.parent == nil && real.parent === tabs)
  }

  @Test("Replacing the shown tab's screen makes the old one disappear and the new one appear")
  func replacedWhileShown() {
    let (first, second) = (Self.screen("One"), Self.screen("One"))
    let tabs = TabBarController(viewControllers: [first, Self.screen("Two")])
    _ = ScreenDriver(root: tabs)
    #expect(first.isVisible)
    tabs.setViewControllers([second, tabs.viewControllers[1]])
    #expect(!first.isVisible && second.isVisible)
  }
}
