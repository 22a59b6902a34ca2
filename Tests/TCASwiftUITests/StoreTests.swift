import CaseBook
import ComposableArchitectureUI
import Entities
import Observation
import ScreenUI
import TestSupport
import Testing

@testable import TCASwiftUI

/// The framework stand-in: actions reduced in the order sent, effects' actions
/// after the action that started them, readers told only of the properties
/// they read, scoped stores kept by their parent and reading through it, the
/// bindings a view derives sending actions.
@MainActor
@Suite("The store")
struct StoreTests {
  /// A counter whose `true` adds one and feeds back `false`, which adds ten.
  let counter = Reduce<Int, Bool> { count, action in
    count += action ? 1 : 10
    return action ? .run { send in send(false) } : .none
  }

  /// The contact list's store, on a client that saves with id 7.
  func contactList() -> StoreOf<ContactListFeature> {
    Store(initialState: ContactListFeature.State()) {
      ContactListFeature()
    } withDependencies: {
      $0.contactsClient.add = { first, last in Contact(id: 7, firstName: first, lastName: last) }
    }
  }

  /// How many times `read` is told of a change while `body` runs.
  func changes(of read: @escaping @MainActor () -> Void, during body: () -> Void) -> Int {
    let told = Calls<Int>()
    withObservationTracking {
      read()
    } onChange: {
      told.record(1)
    }
    body()
    return told.all.count
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

  @Test("A state without identity tells its readers after each turn")
  func plainStateTellsReaders() {
    let store = Store(initialState: 0) { counter }
    #expect(changes(of: { _ = store.state }, during: { store.send(false) }) == 1)
  }

  @Test("A reader is told when a property it read changes, not when a child is typed into")
  func propertiesAreObservedOneByOne() throws {
    let store = contactList()
    store.send(.addButtonTapped)
    let child = try #require(store.scope(state: \.addContact, action: \.addContact.presented))
    #expect(changes(of: { _ = store.rows }, during: { child.send(.firstNameChanged("Ada")) }) == 0)
    #expect(changes(of: { _ = store.addContact }, during: { child.send(.lastNameChanged("Lovelace")) }) == 0)
    #expect(changes(of: { _ = child.firstName }, during: { child.send(.firstNameChanged("Ada L")) }) == 1)
    #expect(changes(of: { _ = store.rows }, during: { child.send(.doneButtonTapped) }) == 1)
    #expect(store.rows.map(\.fullName) == ["Ada L Lovelace"])
  }

  @Test("A scoped store is the same store each time it is asked for, while its state is there")
  func scopesAreKept() throws {
    let app = Store(initialState: AppFeature.State()) { AppFeature() }
    let list = app.scope(state: \.contactList, action: \.contactList)
    #expect(app.scope(state: \.contactList, action: \.contactList) === list)
    #expect(list.scope(state: \.addContact, action: \.addContact.presented) == nil)
    list.send(.addButtonTapped)
    let form = try #require(list.scope(state: \.addContact, action: \.addContact.presented))
    #expect(list.scope(state: \.addContact, action: \.addContact.presented) === form)
    form.send(.firstNameChanged("Ada"))
    #expect(app.state.contactList.addContact?.firstName == "Ada")
    #expect(form.firstName == "Ada")
    form.send(.cancelButtonTapped)
    #expect(list.scope(state: \.addContact, action: \.addContact.presented) == nil)
    #expect(form.firstName == "Ada", "a dismissed child's store keeps its last state")
    list.send(.addButtonTapped)
    #expect(list.scope(state: \.addContact, action: \.addContact.presented) !== form)
  }

  @Test("A field's binding reads the state and sends the action named")
  func bindingsSendActions() {
    @Bindable var store = Store(initialState: AddContactFeature.State()) { AddContactFeature() }
    let firstName = $store.firstName.sending(\.firstNameChanged)
    firstName.wrappedValue = "Ada"
    #expect(store.firstName == "Ada")
    #expect(firstName.wrappedValue == "Ada")
  }

  @Test("A sheet's binding holds the child's store while presented; set to nil, it sends dismiss")
  func sheetBinding() {
    @Bindable var store = contactList()
    let sheet = $store.scope(state: \.addContact, action: \.addContact)
    #expect(sheet.wrappedValue == nil)
    store.send(.addButtonTapped)
    let form = sheet.wrappedValue
    #expect(form != nil && sheet.wrappedValue === form)
    sheet.wrappedValue = nil
    #expect(store.addContact == nil)
    #expect(sheet.wrappedValue == nil)
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
}
