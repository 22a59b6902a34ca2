/// One user action of `Docs/Feature.md` the tour follows through every
/// architecture: where it starts and what the user does. The first seven are today's
/// app's (step 0); the last six are the grown app's (step 6 of the growth series), one
/// per change, each followed in the app at step 6.
public enum TourAction: String, CaseIterable, Sendable, Codable {
  case openContacts = "open-contacts"
  case addContact = "add-contact"
  case doneWithEmptyName = "done-empty-name"
  case cancelNewContact = "cancel-new-contact"
  case openUpcoming = "open-upcoming"
  case addItem = "add-item"
  case invalidDueDate = "invalid-due-date"
  case deleteContact = "delete-contact"
  case searchContacts = "search-contacts"
  case markDone = "mark-done"
  case openContactDetail = "open-contact-detail"
  case openOverdue = "open-upcoming-overdue"
  case liveValidation = "live-validation"

  /// Today's app's actions (step 0), in order.
  public static let today: [TourAction] = allCases.filter { $0.step == 0 }
  /// The grown app's actions (step 6), one per change of the growth series, in order.
  public static let grown: [TourAction] = allCases.filter { $0.step > 0 }

  /// The step of the growth series whose change the action exercises (0: today's app).
  public var step: Int {
    switch self {
    case .openContacts, .addContact, .doneWithEmptyName, .cancelNewContact, .openUpcoming, .addItem,
      .invalidDueDate:
      0
    case .deleteContact: 1
    case .searchContacts: 2
    case .markDone: 3
    case .openContactDetail: 4
    case .openOverdue: 5
    case .liveValidation: 6
    }
  }

  /// The actions a user can take in the app at step `number` of the growth series:
  /// today's, then those of the changes made so far. `Done` with an empty name leaves
  /// at step 6, where live validation disables `Done` until both names are filled.
  public static func playable(atStep number: Int) -> [TourAction] {
    allCases.filter { $0.step <= number && !($0 == .doneWithEmptyName && number >= 6) }
  }

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
    case .deleteContact: "Delete a contact"
    case .searchContacts: "Search as you type"
    case .markDone: "Mark a to-do done"
    case .openContactDetail: "Open a contact's detail"
    case .openOverdue: "Open Upcoming with an overdue item"
    case .liveValidation: "Live validation"
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
    case .deleteContact:
      "On the Contacts list (step 1 on), the user swipes `Alan Turing` and taps `Delete`: the contact is deleted and its row leaves."
    case .searchContacts:
      "On the Contacts list (step 2 on), the user types `ada` in `Search`: only `Ada Lovelace` is shown."
    case .markDone:
      "On the Upcoming list (step 3 on), the user swipes `Call Ada` and taps `Done`: the item is marked done and its row leaves."
    case .openContactDetail:
      "On the Contacts list (step 4 on), the user selects `Alan Turing`: the `Contact` screen shows the names as stored."
    case .openOverdue:
      "With an item due before today besides the two (step 5 on), the user selects the `Upcoming` tab: the `Overdue` section comes first."
    case .liveValidation:
      "On New Contact with `Grace` typed (step 6), the user types `Hopper` as the last name: `Done` is enabled."
    }
  }

  /// The page this action's tour is written to: `add-contact.html`.
  public var pageName: String { rawValue + ".html" }
}
