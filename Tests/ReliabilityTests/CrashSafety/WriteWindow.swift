/// A write the crash-safety check kills the app inside.
enum WriteWindow: String, CaseIterable, Sendable, CustomStringConvertible {
  /// The transaction of `archlab seed` that adds every contact.
  case contactsTransaction
  /// The transaction of `archlab seed` that adds every to-do item, after the contacts committed.
  case toDoTransaction
  /// The transaction of one row added through a form of `archlab run`.
  case singleRowAdd

  var description: String {
    switch self {
    case .contactsTransaction: "the contacts transaction of archlab seed"
    case .toDoTransaction: "the to-do transaction of archlab seed"
    case .singleRowAdd: "a single-row add through archlab run"
    }
  }

  /// The figure counting the kills that landed inside it.
  var figure: String {
    "killsInside" + rawValue.prefix(1).uppercased() + rawValue.dropFirst()
  }
}
