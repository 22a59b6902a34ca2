import Entities
import Storage
import Testing

@testable import TCA

/// The test store is a tool the whole suite trusts, so it is tested too: each
/// way of leaving something unasserted must fail the test.
@MainActor
@Suite("The exhaustive test store")
struct TestStoreTests {
  /// A contact list whose client reads `contacts`.
  func contactList(_ contacts: [Contact] = []) -> TestStore<
    ContactListFeature.State, ContactListFeature.Action
  > {
    TestStore(initialState: ContactListFeature.State()) {
      ContactListFeature()
    } withDependencies: {
      $0.contactsClient = .holding(contacts)
    }
  }

  @Test("A change of state left unasserted fails the test")
  func unassertedChangeFails() async {
    await withKnownIssue {
      await contactList().send(.addButtonTapped)
    }
  }

  @Test("A change asserted wrongly fails the test")
  func wrongChangeFails() async {
    await withKnownIssue {
      await contactList().send(.addButtonTapped) { $0.alert = .error("no") }
    }
  }

  @Test("An action fed back and never received fails the test")
  func unreceivedActionFails() async {
    await withKnownIssue {
      await contactList().send(.viewDidLoad)
    }
  }

  @Test("Receiving another action than the one fed back fails the test")
  func wrongReceivedActionFails() async {
    await withKnownIssue {
      let store = contactList([Contact(id: 1, firstName: "Ada", lastName: "Lovelace")])
      await store.send(.viewDidLoad)
      await store.receive(.contactsLoaded(.success([])))
    }
  }

  @Test("Receiving by a case path another case than the one fed back fails the test")
  func wrongReceivedCaseFails() async {
    await withKnownIssue {
      let store = contactList()
      await store.send(.viewDidLoad)
      await store.receive(\.contactsLoaded.failure)
    }
  }

  @Test("Receiving by a case path another value than the one fed back fails the test")
  func wrongReceivedValueFails() async {
    await withKnownIssue {
      let store = contactList([Contact(id: 1, firstName: "Ada", lastName: "Lovelace")])
      await store.send(.viewDidLoad)
      await store.receive(\.contactsLoaded.success, [])
    }
  }

  @Test("Sending while a fed-back action waits fails the test")
  func sendingBeforeReceivingFails() async {
    await withKnownIssue {
      let store = contactList()
      await store.send(.viewDidLoad)
      await store.send(.addButtonTapped) { $0.addContact = AddContactFeature.State() }
      await store.receive(\.contactsLoaded.success)
    }
  }

  @Test("An effect still running at the end fails the test")
  func runningEffectFails() async {
    let (stream, continuation) = AsyncStream.makeStream(of: Void.self)
    await withKnownIssue {
      let store = TestStore(initialState: 0) {
        Reduce<Int, Bool> { _, _ in .run { _ in for await _ in stream {} } }
      }
      await store.send(true)
    }
    continuation.finish()
  }

  @Test("A dependency the test did not set is its test value: an endpoint called fails the test")
  func unimplementedEndpointFails() async {
    await withKnownIssue {
      let store = TestStore(initialState: ContactListFeature.State()) { ContactListFeature() }
      await store.send(.viewDidLoad)
      await store.receive(\.contactsLoaded.success, [])
    } matching: { issue in
      issue.description.contains("Unimplemented: 'ContactsClient.all'")
    }
  }

  @Test("Everything asserted, the test passes")
  func exhaustiveTestPasses() async {
    let ada = Contact(id: 1, firstName: "Ada", lastName: "Lovelace")
    let store = contactList([ada])
    await store.send(.viewDidLoad)
    await store.receive(\.contactsLoaded.success, [ada]) { $0.rows = [ContactRow(ada)] }
  }
}
