/// What the contact list's interactor tells its presenter: plain summaries,
/// never entities.
@MainActor
protocol ContactListInteractorOutput: AnyObject {
  /// Every contact, sorted by full name ignoring case and accents, then by order added.
  func foundContacts(_ contacts: [ContactSummary])
  /// The contacts could not be read; `message` says why.
  func failedToFindContacts(message: String)
  /// `contact` now sits at `index` in the sorted list.
  func insertedContact(_ contact: ContactSummary, at index: Int)
}
