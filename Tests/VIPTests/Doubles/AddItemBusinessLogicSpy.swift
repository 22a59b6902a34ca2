@testable import VIP

/// Stands for the add-item interactor: records the requests it is sent.
@MainActor
final class AddItemBusinessLogicSpy: AddItemBusinessLogic {
  private(set) var dueDateRequestCount = 0
  private(set) var saveRequests: [AddItemModels.SaveItem.Request] = []

  func fetchDefaultDueDate(request: AddItemModels.DefaultDueDate.Request) { dueDateRequestCount += 1 }
  func saveItem(request: AddItemModels.SaveItem.Request) { saveRequests.append(request) }
}
