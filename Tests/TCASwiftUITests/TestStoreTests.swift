import Entities
import Storage
import Testing

@testable import TCASwiftUI

/// The test store is a tool the whole suite trusts, so it is tested too: each
/// way of leaving something unasserted must fail the test.
@MainActor
@Suite("The exhaustive test store")
struct TestStoreTests {
  /// A contact list whose client reads `contacts`.
  func contactList(_ contacts: [Contact] = []) -> TestStore<
    ContactListFeature.State, ContactListFeature.Action
  > {
    TestStore(initialState: ContactListFeature.State()) { ContactListFeature(contacts: .holding(contacts)) }
  }

  @Test("A change of state left unasserted fails the test")
  func unassertedChangeFails() {
    withKnownIssue {
      contactList().send(.addButtonTapped)
    }
  }

  @Test("A change asserted wrongly fails the test")
  func wrongChangeFails() {
    withKnownIssue {
      contactList().send(.addButtonTapped) { $0.alert = ErrorAlert("no") }
    }
  }

  @Test("An action fed back and never received fails the test")
  func unreceivedActionFails() {
    withKnownIssue {
      contactList().send(.onAppear) { $0.isLoaded = true }
    }
  }

  @Test("Receiving another action than the one fed back fails the test")
  func wrongReceivedActionFails() {
    withKnownIssue {
      let store = contactList([Contact(id: 1, firstName: "Ada", lastName: "Lovelace")])
      store.send(.onAppear) { $0.isLoaded = true }
      store.receive(.contactsLoaded(.success([])))
    }
  }

  @Test("Sending while a fed-back action waits fails the test")
  func sendingBeforeReceivingFails() {
    withKnownIssue {
      let store = contactList()
      store.send(.onAppear) { $0.isLoaded = true }
      store.send(.addButtonTapped) { $0.addContact = AddContactFeature.State() }
      store.receive(.contactsLoaded(.success([])))
    }
  }

  @Test("An effect still running at the end fails the test")
  func runningEffectFails() async {
    let (stream, continuation) = AsyncStream.makeStream(of: Void.self)
    withKnownIssue {
      let store = TestStore(initialState: 0) {
        Reduce<Int, Bool> { _, _ in .run { _ in for await _ in stream {} } }
      }
      store.send(true)
    }
    continuation.finish()
  }

  @Test("Everything asserted, the test passes")
  func exhaustiveTestPasses() {
    let ada = Contact(id: 1, firstName: "Ada", lastName: "Lovelace")
    let store = contactList([ada])
    store.send(.onAppear) { $0.isLoaded = true }
    store.receive(.contactsLoaded(.success([ada]))) { $0.rows = [ContactRow(ada)] }
  }
}
