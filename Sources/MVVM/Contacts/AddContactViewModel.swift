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
    if let problem = Self.validationProblem(firstName: first, lastName: last) {
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

  /// The message of the first rule the trimmed names break, or `nil` if they can be saved.
  private static func validationProblem(firstName: String, lastName: String) -> String? {
    if firstName.isEmpty || lastName.isEmpty {
      return "A contact must have first and last names"
    }
    return firstName.inputProblem(field: "First name", limit: 100)
      ?? lastName.inputProblem(field: "Last name", limit: 100)
  }
}
