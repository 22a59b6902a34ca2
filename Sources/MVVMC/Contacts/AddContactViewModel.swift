import Entities
import Observation

/// The New Contact screen's state and logic: the names as typed, their
/// validation and saving through the service. What comes next (closing the
/// screen, showing the new row) is its coordinator's: it only reports the
/// outcome to its delegate.
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
  /// The coordinator of this flow; held weakly, as it is kept by its parent while the flow lives.
  @ObservationIgnored private weak var delegate: (any AddContactViewModelDelegate)?

  /// Creates the view model; `delegate` hears how the form ended.
  init(service: any ContactServiceProtocol, delegate: any AddContactViewModelDelegate) {
    self.service = service
    self.delegate = delegate
  }

  /// The user tapped Done: saves a valid contact and reports it, or shows what is wrong.
  func doneTapped() {
    let first = firstName.trimmedInput
    let last = lastName.trimmedInput
    if let problem = Self.validationProblem(firstName: first, lastName: last) {
      errorAlert.show(problem)
      return
    }
    do {
      let contact = try service.addContact(firstName: first, lastName: last)
      delegate?.addContactViewModel(self, didAdd: contact)
    } catch {
      errorAlert.show(error.description)
    }
  }

  /// The user tapped Cancel: reports it, saving nothing.
  func cancelTapped() {
    delegate?.addContactViewModelDidCancel(self)
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
