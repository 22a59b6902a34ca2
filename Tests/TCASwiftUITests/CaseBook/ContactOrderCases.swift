import CaseBook
import Testing

@testable import TCASwiftUI

extension CaseBookTests {
  @Test("Contacts are listed in order", arguments: CaseBook.contactOrder)
  func contactOrder(_ bookCase: ContactOrderCase) {
    let stored = contacts(bookCase.stored)
    let store = TestStore(initialState: ContactListFeature.State()) {
      ContactListFeature(contacts: .holding(stored))
    }
    store.send(.onAppear) { $0.isLoaded = true }
    store.receive(.contactsLoaded(.success(stored))) { $0.rows = rows(bookCase.expectedRows, of: stored) }
    #expect(store.state.rows.map(\.fullName) == bookCase.expectedRows)
  }
}
