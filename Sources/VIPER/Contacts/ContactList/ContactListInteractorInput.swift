/// What the contact list's presenter asks of its interactor. Answers come
/// back through ``ContactListInteractorOutput``.
@MainActor
protocol ContactListInteractorInput: AnyObject {
  /// Finds every contact, in display order.
  func findContacts()
  /// Places a contact that was just saved in the sorted list.
  func insertNewContact(_ contact: ContactSummary)
}
