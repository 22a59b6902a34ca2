import CaseBook
import ComposableArchitectureKit
import ComposableArchitectureTesting
import Testing

@testable import TCA

extension CaseBookTests {
  @Test("Contacts are listed in order", arguments: CaseBook.contactOrder)
  func contactOrder(_ bookCase: ContactOrderCase) async {
    let stored = contacts(bookCase.stored)
    let store = TestStore(initialState: ContactListFeature.State()) {
      ContactListFeature()
    } withDependencies: {
      $0.contactsClient = .holding(stored)
    }
    await store.send(.viewDidLoad)
    await store.receive(\.contactsLoaded.success) { $0.rows = rows(bookCase.expectedRows, of: stored) }
    #expect(store.state.rows.map(\.fullName) == bookCase.expectedRows)
  }
}
