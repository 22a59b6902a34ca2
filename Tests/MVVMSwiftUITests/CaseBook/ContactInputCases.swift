import CaseBook
import Entities
import Testing

@testable import MVVMSwiftUI

extension CaseBookTests {
  @Test("Done on New Contact saves or refuses", arguments: CaseBook.contactInput)
  func contactInput(_ bookCase: ContactInputCase) {
    let store = StubContactStore()
    var saved: [Contact] = []
    let form = AddContactViewModel(store: store) { saved.append($0) }
    form.firstName = bookCase.typed.first
    form.lastName = bookCase.typed.last
    let dismisses = form.save()
    switch bookCase.outcome {
    case .saved(let name):
      #expect(dismisses)
      #expect(form.errorMessage == nil)
      #expect(store.contacts.map { ContactName($0.firstName, $0.lastName) } == [name])
      #expect(saved == store.contacts)
    case .alert(let message):
      #expect(!dismisses)
      #expect(form.errorMessage == message)
      #expect(form.firstName == bookCase.typed.first)
      #expect(form.lastName == bookCase.typed.last)
      #expect(store.contacts.isEmpty)
      #expect(saved.isEmpty)
    }
  }
}
