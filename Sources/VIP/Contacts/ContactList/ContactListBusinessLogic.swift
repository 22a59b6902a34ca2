/// What the contact list's view controller asks of its interactor: the
/// requests that start the scene's VIP cycles.
@MainActor
protocol ContactListBusinessLogic: AnyObject {
  /// Reads every contact and has them presented in display order.
  func fetchContacts(request: ContactListModels.FetchContacts.Request)
  /// Places the contact the add-contact scene left in the data store, if any,
  /// in the sorted list and has its row presented.
  func insertAddedContact(request: ContactListModels.InsertContact.Request)
}
