@testable import VIP

/// Stands for the add-item view controller: records the view models it is given.
@MainActor
final class AddItemDisplayLogicSpy: AddItemDisplayLogic {
  private(set) var dueDateViewModels: [AddItemModels.DefaultDueDate.ViewModel] = []
  private(set) var savedViewModels: [AddItemModels.SaveItem.ViewModel] = []

  func displayDefaultDueDate(viewModel: AddItemModels.DefaultDueDate.ViewModel) {
    dueDateViewModels.append(viewModel)
  }

  func displaySavedItem(viewModel: AddItemModels.SaveItem.ViewModel) {
    savedViewModels.append(viewModel)
  }
}
