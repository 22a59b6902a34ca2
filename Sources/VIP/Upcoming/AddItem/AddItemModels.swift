import Entities
import Storage

/// The add-item scene's use-case models: what the view controller asks
/// (`Request`), what the interactor answers (`Response`) and what the
/// presenter hands back to draw (`ViewModel`).
enum AddItemModels {
  /// Filling the due date when the form loads.
  enum DefaultDueDate {
    /// Nothing to ask: the default is today.
    struct Request: Equatable, Sendable {}

    /// The day a new item is due unless the user changes it.
    struct Response: Equatable, Sendable {
      /// Today, from the clock.
      var day: Day
    }

    /// The due-date field's text.
    struct ViewModel: Equatable, Sendable {
      /// The day written `YYYY-MM-DD`.
      var dueDate: String
    }
  }

  /// `Save`: validating the name and due date and saving the item.
  enum SaveItem {
    /// The fields as typed.
    struct Request: Equatable, Sendable {
      /// The `Name` field's text.
      var name: String
      /// The `Due date` field's text.
      var dueDate: String
    }

    /// What became of the item.
    struct Response: Equatable, Sendable {
      /// Saved, refused by a rule, or refused by storage.
      enum Outcome: Equatable, Sendable {
        /// Saved with the trimmed title and the day, under the id storage gave it.
        case saved(TodoItem)
        /// A rule was broken; nothing was saved.
        case rejected(Rule)
        /// Storage failed; nothing was saved.
        case failed(StorageError)
      }

      /// The item rules, in the order they are checked.
      enum Rule: Equatable, Sendable {
        /// The name is empty after trimming.
        case nameRequired
        /// The name has more than `limit` characters.
        case nameTooLong(limit: Int)
        /// The name holds a line break, a tab or another control character.
        case nameHasControlCharacters
        /// The due date is not a real day written as `YYYY-MM-DD`.
        case invalidDueDate
      }

      /// The outcome.
      var outcome: Outcome
    }

    /// The error to show, or none when the item was saved and the scene can close.
    struct ViewModel: Equatable, Sendable {
      /// The message of the error alert; `nil` when the item was saved.
      var errorMessage: String?
    }
  }
}
