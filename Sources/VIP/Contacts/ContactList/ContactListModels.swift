import Entities
import Storage

/// The contact list's use-case models: for each use case, what the view
/// controller asks (`Request`), what the interactor answers (`Response`) and
/// what the presenter hands back to draw (`ViewModel`).
enum ContactListModels {
  /// One row of the list, ready to draw.
  struct DisplayedContact: Equatable, Sendable {
    /// The text of the row: the full name.
    var name: String
  }

  /// Reading the list when the screen loads.
  enum FetchContacts {
    /// Nothing to ask: every contact is listed.
    struct Request: Equatable, Sendable {}

    /// The contacts in display order, or the storage error that stopped the read.
    struct Response: Equatable, Sendable {
      /// Every contact, sorted by full name ignoring case and accents, then by order added.
      var contacts: [Contact]
      /// Why reading failed, if it did (then `contacts` is empty).
      var error: StorageError?
    }

    /// The rows, and an error message to show over them.
    struct ViewModel: Equatable, Sendable {
      /// The rows, top to bottom; none shows the empty state.
      var displayedContacts: [DisplayedContact]
      /// The message of the error alert, if reading failed.
      var errorMessage: String?
    }
  }

  /// Showing a contact the add-contact scene saved, handed over by its router.
  enum InsertContact {
    /// Nothing to ask: the contact is in the data store.
    struct Request: Equatable, Sendable {}

    /// The contact and the index it now has in the sorted list.
    struct Response: Equatable, Sendable {
      /// The contact that was added.
      var contact: Contact
      /// Its index in the sorted list.
      var index: Int
    }

    /// One row to insert.
    struct ViewModel: Equatable, Sendable {
      /// The row.
      var displayedContact: DisplayedContact
      /// Where it goes.
      var row: Int
    }
  }
}
