@testable import VIP

/// Stands for the add-item presenter: records the responses it is handed.
@MainActor
final class AddItemPresentationLogicSpy: AddItemPresentationLogic {
  private(set) var dueDateResponses: [AddItemModels.DefaultDueDate.Response] = []
  private(set) var savedResponses: [AddItemModels.SaveItem.Response] = []

  func presentDefaultDueDate(response: AddItemModels.DefaultDueDate.Response) {
    dueDateResponses.append(response)
  }

  func presentSavedItem(response: AddItemModels.SaveItem.Response) {
    savedResponses.append(response)
  }
}
