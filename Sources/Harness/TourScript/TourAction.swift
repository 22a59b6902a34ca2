/// One user action of `Docs/Feature.md` the tour follows through every
/// architecture: where it starts and what the user does.
public enum TourAction: String, CaseIterable, Sendable, Codable {
  case openContacts = "open-contacts"
  case addContact = "add-contact"
  case doneWithEmptyName = "done-empty-name"
  case cancelNewContact = "cancel-new-contact"
  case openUpcoming = "open-upcoming"
  case addItem = "add-item"
  case invalidDueDate = "invalid-due-date"

  /// The action as a reader names it: `Add a valid contact`.
  public var title: String {
    switch self {
    case .openContacts: "Open Contacts"
    case .addContact: "Add a valid contact"
    case .doneWithEmptyName: "Done with an empty name"
    case .cancelNewContact: "Cancel on New Contact"
    case .openUpcoming: "Open Upcoming"
    case .addItem: "Add an item"
    case .invalidDueDate: "An invalid due date"
    }
  }

  /// Where the action starts and what is done, in one sentence.
  public var summary: String {
    switch self {
    case .openContacts:
      "The app is launched on a database with two contacts and two items, and shows the Contacts list."
    case .addContact:
      "On New Contact, with `Grace` and `Hopper` typed, the user taps `Done`: the contact is saved and listed."
    case .doneWithEmptyName:
      "On New Contact, with only `Grace` typed, the user taps `Done`: the `Error` alert shows and the form stays."
    case .cancelNewContact:
      "On New Contact, with `Grace` typed, the user taps `Cancel`: the form closes and nothing is saved."
    case .openUpcoming:
      "On the Contacts list, the user selects the `Upcoming` tab: the Upcoming list shows its sections."
    case .addItem:
      "On Add Item, with `Buy milk` typed and today's date, the user taps `Save`: the item is stored and listed."
    case .invalidDueDate:
      "On Add Item, with `Buy milk` and the due date `2023-02-30` typed, the user taps `Save`: the `Error` alert shows."
    }
  }

  /// The page this action's tour is written to: `add-contact.html`.
  public var pageName: String { rawValue + ".html" }
}
