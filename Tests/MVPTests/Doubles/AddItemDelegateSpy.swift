import Entities

@testable import MVP

/// Records the items an add-item presenter reports as saved.
@MainActor
final class AddItemDelegateSpy: AddItemPresenterDelegate {
  /// The items reported, in order.
  private(set) var added: [TodoItem] = []

  func addItemPresenter(_ presenter: AddItemPresenter, didAdd item: TodoItem) {
    added.append(item)
  }
}
