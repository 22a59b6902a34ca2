/// Which contact rule a new contact broke: the interactor decides, the
/// presenter words it. Listed in the order the rules are checked.
enum ContactValidationFailure: Equatable, Sendable {
  /// The first or the last name is empty after trimming.
  case missingName
  /// The first name has more than `limit` characters.
  case firstNameTooLong(limit: Int)
  /// The first name holds a line break, a tab or another control character.
  case firstNameHasControlCharacters
  /// The last name has more than `limit` characters.
  case lastNameTooLong(limit: Int)
  /// The last name holds a line break, a tab or another control character.
  case lastNameHasControlCharacters
}
