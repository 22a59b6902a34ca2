import CaseBook
import ComposableArchitectureKit
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

  /// The contact list's store, on a client that saves with id 7.
  func contactList() -> Store<ContactListFeature.State, ContactListFeature.Action> {
    Store(initialState: ContactListFeature.State()) {
      ContactListFeature()
    } withDependencies: {
      $0.contactsClient.add = { first, last in Contact(id: 7, firstName: first, lastName: last) }
    }
  }

  @Test("An effect's action is reduced before send returns, after the action that started it")
  func effectsRunAtOnce() {
    var order: [Bool] = []
    let store = Store(initialState: 0) {
      Reduce<Int, Bool> { count, action in
        order.append(action)
        return counter.reduce(into: &count, action: action)
      }
    }
    store.send(true)
    #expect(store.state == 11)
    #expect(order == [true, false])
  }

  @Test("An observer reads the state once the turn is over, the actions fed back reduced")
  func observersReadTheNewState() {
    let store = Store(initialState: 0) { counter }
    let seen = Seen()
    observe(seen, { _ in store.state }, onChange: { seen, value in seen.values.append(value) })
    store.send(false)
    store.send(true)
    #expect(seen.values == [0, 10, 21])
  }

  @Test("An observer runs again only when a property it read changed, not when a child typed into")
  func propertiesAreObservedOneByOne() throws {
    let store = contactList()
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
    let child = try #require(store.scope(state: \.addContact, action: \.addContact.presented))
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
    let store = contactList()
    #expect(store.scope(state: \.addContact, action: \.addContact.presented) == nil)
    store.send(.addButtonTapped)
    let child = try #require(store.scope(state: \.addContact, action: \.addContact.presented))
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
    let store = Store(initialState: ContactListFeature.State()) { ContactListFeature() }
    store.send(.addButtonTapped)
    let check = LeakCheck()
    do {
      let child = try #require(store.scope(state: \.addContact, action: \.addContact.presented))
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

  @Test("Reducers, and the effects they return, read the dependencies their store was given")
  func storesKeepTheirDependencies() {
    let read = Calls<Weekday>()
    let store = Store(initialState: 0) {
      Reduce<Int, Bool> { _, action in
        @Dependency(\.firstWeekday) var firstWeekday
        read.record(firstWeekday)
        return .run { _ in
          @Dependency(\.firstWeekday) var firstWeekday
          read.record(firstWeekday)
        }
      }
    } withDependencies: {
      $0.firstWeekday = .monday
    }
    store.send(true)
    #expect(read.all == [.monday, .monday])
    #expect(DependencyValues.current.firstWeekday == .sunday, "outside the store, its key's value")
  }

  @Test("Case paths embed and extract their case, and follow a case into its payload")
  func casePaths() {
    let presented = ContactListFeature.Action.allCasePaths[keyPath: \.addContact.presented]
    let action = ContactListFeature.Action.addContact(.presented(.cancelButtonTapped))
    #expect(presented.embed(.cancelButtonTapped) == action)
    #expect(presented.extract(action) == .cancelButtonTapped)
    #expect(presented.extract(.addContact(.dismiss)) == nil)
    #expect(presented.extract(.addButtonTapped) == nil)
    let name = AddItemFeature.Action.allCasePaths.nameChanged
    #expect(
      name.extract(.dueDateChanged("2024-05-15")) == nil, "another case with a payload of the same type")
    #expect(name.extract(.nameChanged("Milk")) == "Milk")
    let failed = ContactListFeature.Action.allCasePaths[keyPath: \.contactsLoaded.failure]
    #expect(failed.extract(.contactsLoaded(.failure(.busy(path: "x")))) == .busy(path: "x"))
    #expect(failed.extract(.contactsLoaded(.success([]))) == nil)
    let dismiss = ContactListFeature.Action.allCasePaths[keyPath: \.alert.dismiss]
    #expect(dismiss.embed(()) == .alert(.dismiss))
  }

  @Test("A feature's alert shows in an alert controller; OK sends dismiss, which clears the alert")
  func alertController() throws {
    let store = contactList()
    store.send(.addButtonTapped)
    let form = try #require(store.scope(state: \.addContact, action: \.addContact.presented))
    form.send(.doneButtonTapped)
    let alert = try #require(form.scope(state: \.alert, action: \.alert))
    let controller = AlertController(store: alert)
    #expect(controller.title == "Error")
    #expect(controller.message == CaseBook.Message.contactNamesRequired)
    #expect(controller.actions.map(\.title) == ["OK"])
    controller.actions[0].handler?()
    #expect(form.state.alert == nil)
  }
}
