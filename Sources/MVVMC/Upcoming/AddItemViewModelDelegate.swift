import Entities

/// How the Add Item view model reports how the form ended to its coordinator,
/// which decides what happens next.
@MainActor
protocol AddItemViewModelDelegate: AnyObject {
  /// `item` was validated and saved.
  func addItemViewModel(_ viewModel: AddItemViewModel, didAdd item: TodoItem)

  /// The user cancelled; nothing was saved.
  func addItemViewModelDidCancel(_ viewModel: AddItemViewModel)
}
