import Algorithms
import Bindings
import Entities
import Observation

/// The contact list's state and logic: it loads the contacts through its
/// service, keeps them sorted as display-ready rows, says how the rows changed,
/// and reports the user's wish to add a contact to its coordinator.
@MainActor
@Observable
final class ContactListViewModel {
  /// How ``rows`` last changed, so that a view can update its table to match
  /// instead of rebuilding it.
  enum Change: Equatable, Sendable {
    /// Every row may have changed.
    case reloaded
    /// One row was inserted at this index; the others kept their order.
    case inserted(row: Int)
  }

  /// The screen's title.
  let title = "Contacts"
  /// What the list says while it has no rows.
  let emptyMessage = "No Contacts"
  /// The rows, sorted by full name ignoring case and accents, then by order added.
  ///
  /// Not observed by itself: every change to the rows is announced through ``lastChange``.
  @ObservationIgnored private(set) var rows: [ContactRowViewModel] = []
  /// The Error alert, shown when storage fails.
  let errorAlert = ErrorAlertViewModel()

  /// How ``rows`` last changed; `nil` until they are loaded.
  ///
  /// Views bind to it: observers are told once the rows and the change are in place.
  var lastChange: Change? { change.value }
  private let change = AnnouncedValue<Change?>(nil)

  private let service: any ContactServiceProtocol
  /// The coordinator of the Contacts tab; held weakly, as the app coordinator keeps it.
  @ObservationIgnored private weak var delegate: (any ContactListViewModelDelegate)?

  /// Creates the view model; nothing is read until ``load()``.
  init(service: any ContactServiceProtocol, delegate: any ContactListViewModelDelegate) {
    self.service = service
    self.delegate = delegate
  }

  /// Reads every contact and sorts them into rows.
  func load() {
    do {
      rows = try service.allContacts().map(ContactRowViewModel.init).sorted()
    } catch {
      rows = []
      errorAlert.show(error.description)
    }
    change.value = .reloaded
  }

  /// The user tapped `+`.
  func addTapped() {
    delegate?.contactListViewModelDidRequestNewContact(self)
  }

  /// Puts a contact saved elsewhere at its sorted place: after its equals, found by binary search.
  func insert(_ contact: Contact) {
    let row = ContactRowViewModel(contact: contact)
    let index = rows.partitioningIndex { row < $0 }
    rows.insert(row, at: index)
    change.value = .inserted(row: index)
  }
}
