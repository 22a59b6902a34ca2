/// Which to-do item rule a new item broke: the interactor decides, the
/// presenter words it. Listed in the order the rules are checked.
enum TodoItemValidationFailure: Equatable, Sendable {
  /// The name is empty after trimming.
  case missingName
  /// The name has more than `limit` characters.
  case nameTooLong(limit: Int)
  /// The name holds a line break, a tab or another control character.
  case nameHasControlCharacters
  /// The due date is not a real day written as `YYYY-MM-DD`.
  case invalidDueDate
}
