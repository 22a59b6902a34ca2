import CaseBook
import ComposableArchitectureUI
import Entities
import ScreenKit
import ScreenUI

@testable import TCASwiftUI

/// The app's views on a window, on one store of the app's feature, run on
/// the clients given: for what lives in the views (what a screen shows, the
/// table's insertions, the sheets) and for the store seen from the screen.
@MainActor
struct AppOnWindow {
  /// The app's store.
  let store: StoreOf<AppFeature>
  /// The window's driver.
  let driver: ScreenDriver

  /// The app on `contacts` and `todos`, today `today`, weeks starting on `firstWeekday`.
  init(
    contacts: ContactsClient = .holding([]), todos: TodosClient = .holding([]),
    today: Day = Day(CaseBook.today)!, firstWeekday: Weekday = .sunday
  ) {
    let store = Store(initialState: AppFeature.State()) {
      AppFeature()
    } withDependencies: {
      $0.contactsClient = contacts
      $0.todosClient = todos
      $0.dayClock = FixedDayClock(today)
      $0.firstWeekday = firstWeekday
    }
    self.store = store
    driver = ScreenDriver(root: ScreenUI.makeRootViewController(AppView(store: store)))
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
