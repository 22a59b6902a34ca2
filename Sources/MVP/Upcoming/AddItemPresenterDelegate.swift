import Entities

/// How the add-item presenter tells the presenter that opened it that an item
/// was saved.
@MainActor
protocol AddItemPresenterDelegate: AnyObject {
  /// `item` was validated, saved, and its screen closed.
  func addItemPresenter(_ presenter: AddItemPresenter, didAdd item: TodoItem)
}
