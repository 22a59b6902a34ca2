@testable import VIP

/// Stands for the add-contact view controller: records the view models it is given.
@MainActor
final class AddContactDisplayLogicSpy: AddContactDisplayLogic {
  private(set) var savedViewModels: [AddContactModels.SaveContact.ViewModel] = []

  func displaySavedContact(viewModel: AddContactModels.SaveContact.ViewModel) {
    savedViewModels.append(viewModel)
  }
}
