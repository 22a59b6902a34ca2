import Entities
import Observation

/// The New Contact screen's state and logic: the names as typed, their
/// validation, saving through the service, and closing through the router.
@MainActor
@Observable
final class AddContactViewModel {
  /// The screen's title.
  let title = "New Contact"
  /// The first name as typed.
  var firstName = ""
  /// The last name as typed.
  var lastName = ""
  /// The Error alert, shown when the names are invalid or storage fails.
  let errorAlert = ErrorAlertViewModel()

  private let service: any ContactServiceProtocol
  private let router: any AddContactRouterProtocol
  @ObservationIgnored private weak var delegate: (any AddContactViewModelDelegate)?

  /// Creates the view model; `delegate` hears about the contact it adds.
  init(
    service: any ContactServiceProtocol, router: any AddContactRouterProtocol,
    delegate: any AddContactViewModelDelegate
  ) {
    self.service = service
    self.router = router
    self.delegate = delegate
  }

  /// The user tapped Done: saves a valid contact and closes, or shows what is wrong.
  func doneTapped() {
    let first = firstName.trimmedInput
    let last = lastName.trimmedInput
    if let problem = Self.validationError(firstName: first, lastName: last) {
      errorAlert.show(problem)
      return
    }
    do {
      let contact = try service.addContact(firstName: first, lastName: last)
      router.close()
      delegate?.addContactViewModel(self, didAdd: contact)
    } catch {
      errorAlert.show(error.description)
    }
  }

  /// The user tapped Cancel: closes, saving nothing.
  func cancelTapped() {
    router.close()
  }

  /// The message for the first rule trimmed names break, or `nil` if they are valid.
  private static func validationError(firstName: String, lastName: String) -> String? {
    if firstName.isEmpty || lastName.isEmpty {
      return "A contact must have first and last names"
    }
    for (name, value) in [("First name", firstName), ("Last name", lastName)] {
      if value.count > 100 { return "\(name) must have at most 100 characters" }
      if value.containsControlCharacters {
        return "\(name) must not contain line breaks, tabs or other control characters"
      }
    }
    return nil
  }
}
