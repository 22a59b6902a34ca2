/// What a benchmark drives through the screens.
public enum Scenario: String, CaseIterable, Codable, Sendable {
  /// Open the contacts list.
  case openContacts
  /// Add one contact through the form.
  case addContact
  /// Open the Upcoming list.
  case openUpcoming
  /// The whole add-item flow.
  case addItem

  /// The scenario in words, with its size `N`.
  public var title: String {
    switch self {
    case .openContacts: "Open the contacts list with N contacts"
    case .addContact: "Add one contact into a list of N"
    case .openUpcoming: "Open Upcoming with N items"
    case .addItem: "The full add-item flow with N items"
    }
  }
}
