import Entities

/// What the Add Item form holds: the name and due date as typed (the due date
/// pre-filled with today), and the rules they must meet before they are saved.
struct ItemDraft: Equatable, Sendable {
  /// The name, as typed.
  var name = ""
  /// The due date, as typed: `YYYY-MM-DD`.
  var dueDate: String

  /// An empty name, due `today`.
  init(today: Day) {
    dueDate = today.description
  }

  /// The trimmed title and the day to save, or the message of the first rule the
  /// input breaks: a name, at most 200 characters, no control characters, then a real day.
  func validated() throws(AlertMessage) -> (title: String, dueDate: Day) {
    let title = name.trimmedInput
    if title.isEmpty { throw AlertMessage("A to-do item must have a name") }
    if let problem = title.inputProblem(field: "Name", limit: 200) { throw AlertMessage(problem) }
    guard let day = Day(dueDate.trimmedInput) else {
      throw AlertMessage("Due date must be a day written as YYYY-MM-DD")
    }
    return (title, day)
  }
}
