/// What the New Contact form holds: the names as typed, and the rules they
/// must meet before they are saved.
struct ContactDraft: Equatable, Sendable {
  /// The first name, as typed.
  var firstName = ""
  /// The last name, as typed.
  var lastName = ""

  /// The trimmed names to save, or the message of the first rule they break:
  /// both required, then each at most 100 characters and free of control characters.
  func validated() throws(AlertMessage) -> (firstName: String, lastName: String) {
    let (first, last) = (firstName.trimmedInput, lastName.trimmedInput)
    if first.isEmpty || last.isEmpty { throw AlertMessage("A contact must have first and last names") }
    if let problem = first.inputProblem(field: "First name", limit: 100)
      ?? last.inputProblem(field: "Last name", limit: 100)
    {
      throw AlertMessage(problem)
    }
    return (first, last)
  }
}
