import Storage

extension CaseBook {
  /// Lists with nothing to show.
  public static let emptyStates: [EmptyStateCase] = [
    EmptyStateCase(
      "contacts.empty", "With no contacts the list says No Contacts", list: .contacts,
      expectedMessage: "No Contacts"),
    EmptyStateCase(
      "upcoming.empty", "With no items the list says No Upcoming Items", list: .upcoming,
      expectedMessage: "No Upcoming Items"),
    EmptyStateCase(
      "upcoming.empty.out-of-range", "With items only before today or after next week the list is empty",
      list: .upcoming, storedItems: [ItemSpec("Old", "2024-05-01"), ItemSpec("Far", "2024-06-30")],
      expectedMessage: "No Upcoming Items"),
  ]

  /// `Cancel` on the forms.
  public static let cancels: [CancelCase] = [
    CancelCase(
      "contacts.cancel", "Cancel on New Contact saves nothing, even with valid names typed",
      form: .contact(ContactName("Ada", "Lovelace"))),
    CancelCase(
      "items.cancel", "Cancel on Add Item saves nothing, even with a valid item typed",
      form: .item(name: "Buy milk", due: "2024-05-16")),
  ]

  /// The file the storage failures name.
  static let failingPath = "/var/archlab/contacts.sqlite"

  /// Storage failing.
  public static let storageFailures: [StorageFailureCase] = [
    StorageFailureCase(
      "contacts.storage.load-fails", "Loading contacts fails: the storage error's alert, an empty list",
      operation: .loadContacts, error: .corrupt(path: failingPath, detail: "database disk image is malformed")
    ),
    StorageFailureCase(
      "contacts.storage.save-fails",
      "Saving a contact fails: the storage error's alert, the form kept, no row",
      operation: .saveContact(ContactName("Ada", "Lovelace")), error: .readOnly(path: failingPath)),
    StorageFailureCase(
      "upcoming.storage.load-fails", "Loading items fails: the storage error's alert, an empty list",
      operation: .loadItems, error: .corrupt(path: failingPath, detail: "database disk image is malformed")),
    StorageFailureCase(
      "items.storage.save-fails", "Saving an item fails: the storage error's alert, the form kept, no row",
      operation: .saveItem(name: "Buy milk", due: "2024-05-16"), error: .busy(path: failingPath)),
  ]

  /// Every screen's objects freed.
  public static let leaks: [LeakCase] = [
    LeakCase(
      "leaks.contact-list", "The contact list's objects are freed with the app", exit: .contactListReleased),
    LeakCase(
      "leaks.add-contact.cancel", "New Contact's objects are freed after Cancel, the list still shown",
      exit: .addContactCancelled),
    LeakCase(
      "leaks.add-contact.done", "New Contact's objects are freed after Done, the list still shown",
      exit: .addContactDone),
    LeakCase(
      "leaks.upcoming-list", "The Upcoming list's objects are freed with the app", exit: .upcomingListReleased
    ),
    LeakCase(
      "leaks.add-item.cancel", "Add Item's objects are freed after Cancel, the list still shown",
      exit: .addItemCancelled),
    LeakCase(
      "leaks.add-item.save", "Add Item's objects are freed after Save, the list still shown",
      exit: .addItemSaved),
    LeakCase(
      "leaks.app", "The whole app, as assembled by the builder, is freed when released", exit: .appReleased),
  ]

  /// What each screen shows when it appears.
  public static let screens: [ScreenCase] = [
    ScreenCase(
      "screens.app.tabs", "The app shows two tabs, Contacts then Upcoming, Contacts first", screen: .app,
      expectation: .tabs(["Contacts", "Upcoming"])),
    ScreenCase(
      "screens.contact-list", "The contact list is titled Contacts; + presents New Contact modally",
      screen: .contactList, expectation: .list(title: "Contacts", addButton: "+", presents: "New Contact")),
    ScreenCase(
      "screens.add-contact", "New Contact has empty First name and Last name fields, Cancel and Done",
      screen: .addContact,
      expectation: .form(
        title: "New Contact", fields: [.init("First name", ""), .init("Last name", "")], cancel: "Cancel",
        confirm: "Done")),
    ScreenCase(
      "screens.upcoming-list", "The Upcoming list is titled Upcoming; + presents Add Item modally",
      screen: .upcomingList, expectation: .list(title: "Upcoming", addButton: "+", presents: "Add Item")),
    ScreenCase(
      "screens.add-item", "Add Item has an empty Name and a Due date pre-filled with today, Cancel and Save",
      screen: .addItem,
      expectation: .form(
        title: "Add Item", fields: [.init("Name", ""), .init("Due date", CaseBook.today)], cancel: "Cancel",
        confirm: "Save")),
  ]
}
