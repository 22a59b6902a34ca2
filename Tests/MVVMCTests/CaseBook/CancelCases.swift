import CaseBook
import Entities
import Testing

@testable import MVVMC

extension CaseBookTests {
  /// A flow case: the form's view model reports Cancel, its coordinator
  /// dismisses it and its parent lets it go; nothing reaches the list.
  @Test("Cancel saves nothing", arguments: CaseBook.cancels)
  func cancel(_ bookCase: CancelCase) throws {
    switch bookCase.form {
    case .contact(let name):
      let tab = try ContactsTab()
      let form = try tab.openForm()
      form.firstName = name.first
      form.lastName = name.last
      form.cancelTapped()
      #expect(tab.flowEnded)
      #expect(tab.service.contacts.isEmpty)
      #expect(tab.list.rows.isEmpty)
      #expect(tab.list.lastChange == .reloaded)
      #expect(form.errorAlert.message == nil)
    case .item(let name, let due):
      let tab = try UpcomingTab(clock: FixedDayClock(Day(CaseBook.today)!))
      let form = try tab.openForm()
      form.name = name
      form.dueDate = due
      form.cancelTapped()
      #expect(tab.flowEnded)
      #expect(tab.service.items.isEmpty)
      #expect(tab.list.sections.isEmpty)
      #expect(tab.list.lastChange == .reloaded)
      #expect(form.errorAlert.message == nil)
    }
  }
}
