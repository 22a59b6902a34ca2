import CaseBook
import Entities
import Observation
import ScreenKit
import Testing

@testable import TCA

/// The runtime: actions reduced in the order sent, effects' actions after the
/// action that started them, observers told once the new state is in place and
/// only of the properties they read, scoped stores reading and sending through
/// their parent.
@MainActor
@Suite("The store")
struct StoreTests {
  /// A counter whose `true` adds one and feeds back `false`, which adds ten.
  let counter = Reduce<Int, Bool> { count, action in
    count += action ? 1 : 10
    return action ? .run { send in send(false) } : .none
  }

  @Test("An effect's action is reduced before send returns, after the action that started it")
  func effectsRunAtOnce() {
    var order: [Bool] = []
    let store = Store(
      initialState: 0,
      reducer: Reduce<Int, Bool> { count, action in
        order.append(action)
        return counter.reduce(into: &count, action: action)
      })
    store.send(true)
    #expect(store.state == 11)
    #expect(order == [true, false])
  }

  @Test("An observer reads the state once the turn is over, the actions fed back reduced")
  func observersReadTheNewState() {
    let store = Store(initialState: 0, reducer: counter)
    let seen = Seen()
    observe(seen, { _ in store.state }, onChange: { seen, value in seen.values.append(value) })
    store.send(false)
    store.send(true)
    #expect(seen.values == [0, 10, 21])
  }

  @Test("An observer runs again only when a property it read changed, not when a child typed into")
  func propertiesAreObservedOneByOne() throws {
    var client = ContactsClient.unimplemented
    client.add = { first, last in Contact(id: 7, firstName: first, lastName: last) }
    let store = Store(initialState: ContactListFeature.State(), reducer: ContactListFeature(contacts: client))
    let rowReads = Seen()
    let presentationReads = Seen()
    observe(
      rowReads,
      { seen in
        seen.values.append(store.state.rows.count)
        return seen.values.count
      }, onChange: { _, _ in })
    observe(
      presentationReads,
      { seen in
        seen.values.append(store.state.addContact == nil ? 0 : 1)
        return seen.values.count
      }, onChange: { _, _ in })
    store.send(.addButtonTapped)
    let child = try #require(store.scope(state: \.addContact, action: { .addContact(.presented($0)) }))
    child.send(.firstNameChanged("Ada"))
    child.send(.lastNameChanged("Lovelace"))
    #expect(rowReads.values == [0])
    #expect(presentationReads.values == [0, 1])
    child.send(.doneButtonTapped)
    #expect(rowReads.values == [0, 1])
    #expect(presentationReads.values == [0, 1, 0])
  }

  @Test("A presented child's store reads its state and sends its actions through the parent's")
  func scopedStores() throws {
    var client = ContactsClient.unimplemented
    client.add = { first, last in Contact(id: 7, firstName: first, lastName: last) }
    let store = Store(initialState: ContactListFeature.State(), reducer: ContactListFeature(contacts: client))
    #expect(store.scope(state: \.addContact, action: { .addContact(.presented($0)) }) == nil)
    store.send(.addButtonTapped)
    let child = try #require(store.scope(state: \.addContact, action: { .addContact(.presented($0)) }))
    child.send(.firstNameChanged("Ada"))
    #expect(store.state.addContact?.firstName == "Ada")
    child.send(.lastNameChanged("Lovelace"))
    #expect(child.state.lastName == "Lovelace")
    child.send(.doneButtonTapped)
    #expect(store.state.addContact == nil)
    #expect(store.state.rows.map(\.fullName) == ["Ada Lovelace"])
    #expect(child.state.lastName == "Lovelace")
  }

  @Test(
    "A screen that read its child state after the child was dismissed keeps none of that state observed once it goes away"
  )
  func observationEndsWithTheScreen() throws {
    let store = Store(
      initialState: ContactListFeature.State(), reducer: ContactListFeature(contacts: .unimplemented))
    store.send(.addButtonTapped)
    let check = LeakCheck()
    do {
      let child = try #require(store.scope(state: \.addContact, action: { .addContact(.presented($0)) }))
      let screen = AddContactViewController(store: child)
      screen.loadViewIfNeeded()
      // Cancel clears the child state; the screen, not dismissed yet, reads its
      // alert again (its store's last state) at the end of the turn.
      child.send(.cancelButtonTapped)
      #expect(store.state.addContact == nil)
      check.watch(from: screen, excluding: [store])
      #expect(check.watches(typeNamed: "AddContactViewController"))
      #expect(check.watches(typeNamed: "LockedBuffer"))
    }
    #expect(check.survivors == [])
  }
}
