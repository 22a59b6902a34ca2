/// What the add-contact interactor tells its presenter: plain values, never entities.
@MainActor
protocol AddContactInteractorOutput: AnyObject {
  /// The contact was saved.
  func savedNewContact(_ contact: ContactSummary)
  /// The contact broke a rule and was not saved.
  func rejectedNewContact(_ failure: ContactValidationFailure)
  /// Storage failed; nothing was saved. `message` says why.
  func failedToSaveNewContact(message: String)
}
