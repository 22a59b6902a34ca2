import CaseBook
import Entities
import Storage
import TestSupport
import Testing

@testable import VIPER

/// The to-do modules' data managers, on real and failing stores.
@MainActor
@Suite("To-do data managers")
struct TodoDataManagerTests {
  @Test("The list's data manager returns the items due in the range, both ends included, as entities")
  func readsRange() throws {
    let store = SQLiteStore.inMemory()
    for day in ["2024-05-14", "2024-05-15", "2024-05-25", "2024-05-26", "2024-05-20"] {
      _ = try store.addItem(title: day, dueDate: .at(day))
    }
    let items = try UpcomingListDataManager(store: store).todoItems(
      from: .at("2024-05-15"), through: .at("2024-05-25"))
    #expect(items.map(\.title) == ["2024-05-15", "2024-05-25", "2024-05-20"])
    #expect(items.map(\.id) == [2, 3, 5])
    #expect(items.first?.dueDate == .at("2024-05-15"))
  }

  @Test("The add data manager stores the title and day exactly as given and returns the entity")
  func savesItem() throws {
    let store = SQLiteStore.inMemory()
    let item = try AddItemDataManager(store: store).addItem(title: "Ticket 🎟", dueDate: .at("2025-01-04"))
    #expect(item == TodoItem(id: 1, title: "Ticket 🎟", dueDate: .at("2025-01-04")))
    #expect(try store.items(dueFrom: .at("2025-01-04"), through: .at("2025-01-04")) == [item])
  }

  @Test("A failed read becomes readFailed with storage's own message")
  func mapsReadFailure() {
    let error = StorageError.busy(path: "/tmp/todo.sqlite")
    #expect(throws: DataManagerError.readFailed(message: error.description)) {
      try UpcomingListDataManager(store: FailingStore(error)).todoItems(
        from: .at("2024-05-15"), through: .at("2024-05-25"))
    }
  }

  @Test("A failed save becomes saveFailed with storage's own message")
  func mapsSaveFailure() {
    let error = StorageError.readOnly(path: "/tmp/todo.sqlite")
    #expect(throws: DataManagerError.saveFailed(message: error.description)) {
      try AddItemDataManager(store: FailingStore(error)).addItem(title: "Milk", dueDate: .at("2024-05-15"))
    }
  }

  @Test("A data manager error reads as storage's message")
  func errorDescription() {
    #expect(DataManagerError.readFailed(message: "a").description == "a")
    #expect(DataManagerError.saveFailed(message: "b").description == "b")
  }
}
