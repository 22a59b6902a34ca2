import Entities
import Storage

/// The add-contact scene's use-case models: what the view controller asks
/// (`Request`), what the interactor answers (`Response`) and what the
/// presenter hands back to draw (`ViewModel`).
enum AddContactModels {
  /// `Done`: validating the names and saving the contact.
  enum SaveContact {
    /// The names as typed.
    struct Request: Equatable, Sendable {
      /// The `First name` field's text.
      var firstName: String
      /// The `Last name` field's text.
      var lastName: String
    }

    /// What became of the contact.
    struct Response: Equatable, Sendable {
      /// Saved, refused by a rule, or refused by storage.
      enum Outcome: Equatable, Sendable {
        /// Saved with the trimmed names, under the id storage gave it.
        case saved(Contact)
        /// A rule was broken; nothing was saved.
        case rejected(Rule)
        /// Storage failed; nothing was saved.
        case failed(StorageError)
      }

      /// The contact rules, in the order they are checked.
      enum Rule: Equatable, Sendable {
        /// The first or the last name is empty after trimming.
        case namesRequired
        /// The first name has more than `limit` characters.
        case firstNameTooLong(limit: Int)
        /// The first name holds a line break, a tab or another control character.
        case firstNameHasControlCharacters
        /// The last name has more than `limit` characters.
        case lastNameTooLong(limit: Int)
        /// The last name holds a line break, a tab or another control character.
        case lastNameHasControlCharacters
      }

      /// The outcome.
      var outcome: Outcome
    }

    /// The error to show, or none when the contact was saved and the scene can close.
    struct ViewModel: Equatable, Sendable {
      /// The message of the error alert; `nil` when the contact was saved.
      var errorMessage: String?
    }
  }
}
