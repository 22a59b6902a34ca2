import CaseBook
import Entities
import Storage
import Testing

@testable import MVVMC

extension CaseBookTests {
  /// What a screen shows, as far as its view model owns it (titles, the
  /// form's starting values), and what `+` brings up, which its coordinator
  /// owns. Bar-button titles and field labels are the views' own.
  @Test("Each screen shows what it should", arguments: CaseBook.screens)
  func screens(_ bookCase: ScreenCase) throws {
    let clock = FixedDayClock(Day(CaseBook.today)!)
    switch (bookCase.screen, bookCase.expectation) {
    case (_, .tabs(let tabs)):
      let store = SQLiteStore.inMemory()
      let root: AnyObject = AppBuilder.makeRootViewController(
        contactStore: store, todoStore: store, clock: clock, firstWeekday: .sunday)
      let stacks: [AnyObject] = try #require(ObjectGraph.child("viewControllers", of: root))
      let titles = stacks.map { stack -> String? in
        let screens: [AnyObject]? = ObjectGraph.child("viewControllers", of: stack)
        let viewModel: AnyObject? = ObjectGraph.child("viewModel", of: screens?.first)
        return (viewModel as? ContactListViewModel)?.title ?? (viewModel as? UpcomingListViewModel)?.title
      }
      #expect(titles == tabs)
      #expect(ObjectGraph.child("selectedIndex", of: root) == 0)
    case (.contactList, .list(let title, _, let presents)):
      let tab = try ContactsTab()
      #expect(tab.list.title == title)
      #expect(try tab.openForm().title == presents)
    case (.upcomingList, .list(let title, _, let presents)):
      let tab = try UpcomingTab(clock: clock)
      #expect(tab.list.title == title)
      #expect(try tab.openForm().title == presents)
    case (.addContact, .form(let title, let fields, _, _)):
      let form = try ContactsTab().openForm()
      #expect(form.title == title)
      #expect([form.firstName, form.lastName] == fields.map(\.text))
      #expect(form.errorAlert.message == nil)
    case (.addItem, .form(let title, let fields, _, _)):
      let form = try UpcomingTab(clock: clock).openForm()
      #expect(form.title == title)
      #expect([form.name, form.dueDate] == fields.map(\.text))
      #expect(form.errorAlert.message == nil)
    default:
      Issue.record("no view model shows \(bookCase.screen) as \(bookCase.expectation)")
    }
  }
}
