import Algorithms
import Entities
import Storage

/// The contact list's logic: it loads the contacts through the service, keeps
/// them sorted by full name, formats the rows, and finds where a new contact
/// goes. It asks its view (held weakly) to open the add-contact screen, and
/// hears back as that screen's delegate.
@MainActor
final class ContactListPresenter {
  /// The view this presenter drives; weak, because the view owns the presenter.
  weak var view: (any ContactListViewProtocol)?
  private let service: any ContactServiceProtocol
  /// The contacts in display order, each with its sort key.
  private var contacts: [(contact: Contact, key: FoldedKey)] = []

  /// Creates the presenter; it reads and saves contacts through `service`.
  init(service: any ContactServiceProtocol) {
    self.service = service
  }

  /// The view was loaded: show the contacts.
  func viewDidLoad() {
    do {
      contacts = try service.allContacts().map(entry(for:))
      contacts.sort(by: Self.isOrderedBefore)
      view?.showContacts(contacts.map { row(for: $0.contact) })
    } catch {
      contacts = []
      view?.showContacts([])
      view?.showError(error.description)
    }
  }

  /// The user tapped `+`: open the add-contact screen, reporting back to this presenter.
  func didTapAdd() {
    let addPresenter = AddContactPresenter(service: service)
    addPresenter.delegate = self
    view?.showAddContact(presenter: addPresenter)
  }

  private func fullName(of contact: Contact) -> String {
    contact.firstName + " " + contact.lastName
  }

  private func row(for contact: Contact) -> ContactRowDisplayData {
    ContactRowDisplayData(name: fullName(of: contact))
  }

  /// A contact with its sort key: the full name folded for case and
  /// diacritics, so that `émile` sorts with `Emile`.
  private func entry(for contact: Contact) -> (contact: Contact, key: FoldedKey) {
    (contact, FoldedKey(fullName(of: contact)))
  }

  /// By sort key; ties keep the order in which contacts were added (by id).
  /// `nonisolated`, so that a sort calls it as a plain function, without the
  /// main-actor check an isolated function pays on every call.
  nonisolated private static func isOrderedBefore(
    _ lhs: (contact: Contact, key: FoldedKey), _ rhs: (contact: Contact, key: FoldedKey)
  ) -> Bool {
    lhs.key != rhs.key ? lhs.key < rhs.key : lhs.contact.id < rhs.contact.id
  }

  /// Puts a saved contact at its sorted place: after its equals, found by binary search.
  private func insert(_ contact: Contact) {
    let newEntry = entry(for: contact)
    let index = contacts.partitioningIndex { Self.isOrderedBefore(newEntry, $0) }
    contacts.insert(newEntry, at: index)
    view?.insertContact(row(for: contact), at: index)
  }
}

extension ContactListPresenter: AddContactPresenterDelegate {
  func addContactPresenter(_ presenter: AddContactPresenter, didAdd contact: Contact) {
    insert(contact)
  }
}
