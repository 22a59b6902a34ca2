import Entities

/// How the Add Item view model tells the one that asked for it what happened.
@MainActor
protocol AddItemViewModelDelegate: AnyObject {
  /// `item` was validated, saved, and its screen closed.
  func addItemViewModel(_ viewModel: AddItemViewModel, didAdd item: TodoItem)
}
