import CaseBook
import Entities
import Storage
import Testing

@testable import MVVM

extension CaseBookTests {
  /// What a screen shows, as far as its view model owns it: titles, what `+`
  /// asks for, the form's starting values. Bar-button titles and field labels
  /// are the views' own and are not a view model's to test.
  @Test("Each screen shows what it should", arguments: CaseBook.screens)
  func screens(_ bookCase: ScreenCase) throws {
    switch (bookCase.screen, bookCase.expectation) {
    case (_, .tabs(let tabs)):
      let store = SQLiteStore.inMemory()
      let root: AnyObject = AppBuilder.makeRootViewController(
        contactStore: store, todoStore: store, clock: FixedDayClock(Day(CaseBook.today)!),
        firstWeekday: .sunday)
      let stacks: [AnyObject] = try #require(ObjectGraph.child("viewControllers", of: root))
      let titles = stacks.map { stack -> String? in
        let screens: [AnyObject]? = ObjectGraph.child("viewControllers", of: stack)
        let viewModel: AnyObject? = ObjectGraph.child("viewModel", of: screens?.first)
        return (viewModel as? ContactListViewModel)?.title ?? (viewModel as? UpcomingListViewModel)?.title
      }
      #expect(titles == tabs)
      #expect(ObjectGraph.child("selectedIndex", of: root) == 0)
    case (.contactList, .list(let title, _, let presents)):
      let (list, service) = contactList()
      #expect(list.title == title)
      #expect(try addContact(from: list, service: service).title == presents)
    case (.upcomingList, .list(let title, _, let presents)):
      let (list, service) = upcomingList()
      #expect(list.title == title)
      #expect(try addItem(from: list, service: service).title == presents)
    case (.addContact, .form(let title, let fields, _, _)):
      let (list, service) = contactList()
      let form = try addContact(from: list, service: service)
      #expect(form.title == title)
      #expect([form.firstName, form.lastName] == fields.map(\.text))
      #expect(form.errorAlert.message == nil)
    case (.addItem, .form(let title, let fields, _, _)):
      let (list, service) = upcomingList()
      let form = try addItem(from: list, service: service)
      #expect(form.title == title)
      #expect([form.name, form.dueDate] == fields.map(\.text))
      #expect(form.errorAlert.message == nil)
    default:
      Issue.record("no view model shows \(bookCase.screen) as \(bookCase.expectation)")
    }
  }
}
