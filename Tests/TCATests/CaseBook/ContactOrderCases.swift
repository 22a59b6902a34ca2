import CaseBook
import Testing

@testable import TCA

extension CaseBookTests {
  @Test("Contacts are listed in order", arguments: CaseBook.contactOrder)
  func contactOrder(_ bookCase: ContactOrderCase) {
    let stored = contacts(bookCase.stored)
    var client = ContactsClient.unimplemented
    client.all = { stored }
    let store = TestStore(
      initialState: ContactListFeature.State(), reducer: ContactListFeature(contacts: client))
    store.send(.viewDidLoad)
    store.receive(.contactsLoaded(.success(stored))) { $0.rows = rows(bookCase.expectedRows, of: stored) }
    #expect(store.state.rows.map(\.fullName) == bookCase.expectedRows)
  }
}
