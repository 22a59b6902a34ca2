/// What the contact list's interactor hands its presenter: responses to format.
@MainActor
protocol ContactListPresentationLogic: AnyObject {
  /// Formats the contacts read, or the error, for display.
  func presentFetchedContacts(response: ContactListModels.FetchContacts.Response)
  /// Formats a contact inserted at its sorted place.
  func presentInsertedContact(response: ContactListModels.InsertContact.Response)
}
