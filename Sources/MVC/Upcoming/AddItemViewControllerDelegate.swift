import Entities

/// How the add-item screen tells the screen that presented it what happened.
@MainActor
protocol AddItemViewControllerDelegate: AnyObject {
  /// The item was validated and saved.
  func addItemViewController(_ controller: AddItemViewController, didAdd item: TodoItem)
  /// The user cancelled; nothing was saved.
  func addItemViewControllerDidCancel(_ controller: AddItemViewController)
}
