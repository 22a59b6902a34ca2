import Storage

/// Storage failing on load or on save: an `Error` alert with the storage
/// error's own message (it names the file), and nothing lost or invented.
public struct StorageFailureCase: BookCase {
  /// What the app was doing when storage failed.
  public enum Operation: Sendable, Equatable {
    /// Loading the contact list: the alert, and the list shows no rows.
    case loadContacts
    /// Saving the New Contact form's contact: the alert, the form stays as typed, no row added.
    case saveContact(ContactName)
    /// Loading the Upcoming list: the alert, and the list shows no rows.
    case loadItems
    /// Saving the Add Item form's item: the alert, the form stays as typed, no row added.
    case saveItem(name: String, due: String)
  }

  public let id: CaseID
  public let summary: String
  /// What fails.
  public let operation: Operation
  /// The error storage throws.
  public let error: StorageError

  /// The alert's message: the error's own description.
  public var expectedMessage: String { error.description }

  init(_ id: CaseID, _ summary: String, operation: Operation, error: StorageError) {
    self.id = id
    self.summary = summary
    self.operation = operation
    self.error = error
  }
}
