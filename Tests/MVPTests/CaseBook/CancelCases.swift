import CaseBook
import Testing

@testable import MVP

extension CaseBookTests {
  @Test("Cancel saves nothing", arguments: CaseBook.cancels)
  func cancel(_ bookCase: CancelCase) throws {
    switch bookCase.form {
    case .contact:
      let (presenter, view, service) = contactList()
      let form = try addContact(from: presenter, shownIn: view)
      form.presenter.didTapCancel()
      #expect(form.view.closeCount == 1)
      #expect(form.view.errors.isEmpty)
      #expect(service.saved.isEmpty)
      #expect(view.rows.isEmpty)
      #expect(view.insertedIndices.isEmpty)
    case .item:
      let (presenter, view, service) = upcomingList()
      let form = try addItem(from: presenter, shownIn: view)
      form.presenter.didTapCancel()
      #expect(form.view.closeCount == 1)
      #expect(form.view.errors.isEmpty)
      #expect(service.saved.isEmpty)
      #expect(view.sections.isEmpty)
      #expect(view.insertedRows.isEmpty && view.insertedSections.isEmpty)
    }
  }
}
