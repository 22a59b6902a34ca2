@testable import VIP

/// Stands for the contact list's view controller: records the view models it is given.
@MainActor
final class ContactListDisplayLogicSpy: ContactListDisplayLogic {
  private(set) var fetchedViewModels: [ContactListModels.FetchContacts.ViewModel] = []
  private(set) var insertedViewModels: [ContactListModels.InsertContact.ViewModel] = []

  func displayFetchedContacts(viewModel: ContactListModels.FetchContacts.ViewModel) {
    fetchedViewModels.append(viewModel)
  }

  func displayInsertedContact(viewModel: ContactListModels.InsertContact.ViewModel) {
    insertedViewModels.append(viewModel)
  }
}
