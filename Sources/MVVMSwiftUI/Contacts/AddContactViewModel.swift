import Entities
import Observation
import Storage

/// The New Contact screen's state and logic: the names as typed, their
/// validation, saving through the store, and telling the list what was saved.
@MainActor
@Observable
final class AddContactViewModel {
  /// The first name as typed.
  var firstName = ""
  /// The last name as typed.
  var lastName = ""
  /// The message of the Error alert to show, or `nil` when none is up.
  var errorMessage: String?

  private let store: any ContactStore
  @ObservationIgnored private let onSaved: @MainActor (Contact) -> Void

  /// Creates the view model; `onSaved` hears about the contact it saves.
  init(store: any ContactStore, onSaved: @escaping @MainActor (Contact) -> Void) {
    self.store = store
    self.onSaved = onSaved
  }

  /// The user tapped Done: saves a valid contact and returns `true`, so that
  /// the view dismisses; otherwise shows what is wrong and returns `false`.
  func save() -> Bool {
    let first = firstName.trimmedInput
    let last = lastName.trimmedInput
    if let problem = Self.validationProblem(firstName: first, lastName: last) {
      errorMessage = problem
      return false
    }
    do {
      let contact = try store.addContact(firstName: first, lastName: last)
      onSaved(contact)
      return true
    } catch {
      errorMessage = error.description
      return false
    }
  }

  /// The message of the first rule the trimmed names break, or `nil` if they can be saved.
  private static func validationProblem(firstName: String, lastName: String) -> String? {
    if firstName.isEmpty || lastName.isEmpty {
      return "A contact must have first and last names"
    }
    return firstName.inputProblem(field: "First name", limit: 100)
      ?? lastName.inputProblem(field: "Last name", limit: 100)
  }
}
