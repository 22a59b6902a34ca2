import CaseBook
import Entities
import ScreenKit
import ScreenUI
import Storage

@testable import MVVMSwiftUI

/// The app's views on a window, on stub stores: for the behaviour that
/// lives in the views (what a screen shows, Cancel, sheets and their state).
@MainActor
struct AppOnWindow {
  let contacts: StubContactStore
  let todos: StubTodoStore
  let driver: ScreenDriver

  /// The app on `contacts` and `todos`, today `today`, weeks starting on `firstWeekday`.
  init(
    contacts: StubContactStore = StubContactStore(), todos: StubTodoStore = StubTodoStore(),
    today: Day = Day(CaseBook.today)!, firstWeekday: Weekday = .sunday
  ) {
    self.contacts = contacts
    self.todos = todos
    driver = ScreenDriver(
      root: ScreenUI.makeRootViewController(
        AppView(
          contactStore: contacts, todoStore: todos, clock: FixedDayClock(today),
          firstWeekday: firstWeekday)))
  }

  /// What the screen shows.
  var screen: ScreenSnapshot { driver.snapshot }

  /// The form's fields, label and text, in order.
  var fields: [ScreenCase.Field] {
    screen.elements.compactMap {
      if case .field(let label, let text, _) = $0 { .init(label, text) } else { nil }
    }
  }

  /// The Upcoming list's sections as shown.
  var sections: [ExpectedSection] {
    var sections: [ExpectedSection] = []
    for element in screen.elements {
      switch element {
      case .sectionHeader(let title): sections.append(ExpectedSection(title, []))
      case .row(let text, let detail): sections[sections.count - 1].rows.append(.init(text, detail))
      default: break
      }
    }
    return sections
  }
}
