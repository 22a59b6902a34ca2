import Algorithms
import Entities
import Observation
import Storage

/// The contact list's state and logic: it loads the contacts through its
/// store once the list first appears, keeps them sorted as display-ready
/// rows, puts a saved contact's row at its place, and says when New Contact is
/// presented and which error to show.
@MainActor
@Observable
final class ContactListViewModel {
  /// The rows, sorted by full name ignoring case and accents, then by order added.
  private(set) var rows: [ContactRow] = []
  /// Whether the New Contact sheet is up.
  var isAddingContact = false
  /// The message of the Error alert to show, or `nil` when none is up.
  var errorMessage: String?
  /// Whether the contacts were read.
  @ObservationIgnored private(set) var isLoaded = false

  private let store: any ContactStore

  /// Creates the view model; nothing is read until ``loadIfNeeded()``.
  init(store: any ContactStore) {
    self.store = store
  }

  /// The list appeared: reads every contact into sorted rows, the first time only.
  func loadIfNeeded() {
    guard !isLoaded else { return }
    isLoaded = true
    do {
      rows = try store.allContacts().map(ContactRow.init).sorted()
    } catch {
      rows = []
      errorMessage = error.description
    }
  }

  /// The user tapped `+`.
  func addTapped() {
    isAddingContact = true
  }

  /// New Contact saved `contact`: its row goes at its sorted place, after its
  /// equals, found by binary search, the other rows kept as they are.
  func contactAdded(_ contact: Contact) {
    let row = ContactRow(contact: contact)
    rows.insert(row, at: rows.partitioningIndex { row < $0 })
  }
}
