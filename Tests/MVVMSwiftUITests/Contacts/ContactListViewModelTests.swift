import Entities
import Storage
import Testing

@testable import MVVMSwiftUI

/// The contact list's view model on a stub store, with no view.
@MainActor
@Suite("ContactListViewModel")
struct ContactListViewModelTests {
  @Test("Nothing is read until the list appears, then once")
  func readsOnce() {
    let store = StubContactStore(names: ["Ada Lovelace"])
    let viewModel = ContactListViewModel(store: store)
    #expect(store.loadCount == 0 && viewModel.rows.isEmpty)
    viewModel.loadIfNeeded()
    viewModel.loadIfNeeded()
    #expect(store.loadCount == 1)
    #expect(viewModel.rows.map(\.fullName) == ["Ada Lovelace"])
  }

  @Test("+ puts New Contact up")
  func addTapped() {
    let viewModel = ContactListViewModel(store: StubContactStore())
    #expect(!viewModel.isAddingContact)
    viewModel.addTapped()
    #expect(viewModel.isAddingContact)
  }

  @Test("A contact added after its equals goes after them; the others keep their rows")
  func insertsAfterEquals() {
    let viewModel = ContactListViewModel(store: StubContactStore(names: ["ada lovelace", "Zoé Martin"]))
    viewModel.loadIfNeeded()
    let before = viewModel.rows
    viewModel.contactAdded(Contact(id: 3, firstName: "Ada", lastName: "Lovelace"))
    #expect(viewModel.rows.map(\.id) == [1, 3, 2])
    #expect(viewModel.rows.filter { $0.id != 3 } == before)
  }

  @Test("A failed read leaves no row and the error's message, until OK clears it")
  func loadFails() {
    let store = StubContactStore(names: ["Ada Lovelace"])
    store.loadError = .readOnly(path: "/x.sqlite")
    let viewModel = ContactListViewModel(store: store)
    viewModel.loadIfNeeded()
    #expect(viewModel.rows.isEmpty)
    #expect(viewModel.errorMessage == StorageError.readOnly(path: "/x.sqlite").description)
  }
}
