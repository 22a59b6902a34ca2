import CaseBook
import Entities
import Storage
import TestSupport
import Testing

@testable import MV

/// The case book (`Sources/CaseBook`), every case through MV's own seams, as
/// MV is tested: the observable models (`ContactBook`, `Agenda`) and the
/// drafts directly, with no view, for what they own (order, rules, sections,
/// insertion places, storage errors); the app on a window, driven through
/// ScreenKit's `ScreenDriver`, for what lives in the views (screens, sheets,
/// alerts, a form kept as typed, one row inserted rather than a reload, what
/// is freed). One file per family extends this suite.
@MainActor
@Suite("The case book, through the models and the screens")
struct CaseBookTests {
  /// The contact book on `store`, or on a new in-memory database holding `contacts` (ids in order), loaded.
  func contactBook(_ contacts: [ContactName] = [], store: (any ContactStore)? = nil) throws -> ContactBook {
    let book = ContactBook(store: try store ?? Seed.store(contacts: contacts))
    try book.loadIfNeeded()
    return book
  }

  /// The agenda on `store`, or on a new in-memory database holding `items` (ids in order), loaded.
  func agenda(
    _ items: [ItemSpec] = [], today: Day = .at(CaseBook.today), firstWeekday: Weekday = .sunday,
    store: (any TodoStore)? = nil
  ) throws -> Agenda {
    let agenda = Agenda(
      store: try store ?? Seed.store(items: items), clock: FixedDayClock(today), firstWeekday: firstWeekday)
    try agenda.loadIfNeeded()
    return agenda
  }
}

extension Agenda {
  /// The sections as the list shows them, in the case book's terms.
  var shown: [ExpectedSection] {
    groups.map { ExpectedSection($0.section.title, $0.entries.map { .init($0.title, $0.dayLabel) }) }
  }
}
