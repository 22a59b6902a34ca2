import Entities
import ScreenUI
import Storage

/// The Add Item screen: two fields bound to its view model, Cancel and Save in
/// the bar, and the Error alert. The view owns its view model (`@State`), made
/// when the sheet opens and freed when it closes.
struct AddItemView: View {
  @State private var viewModel: AddItemViewModel
  @Environment(\.dismiss) private var dismiss

  /// The form, its due date starting on `today`, saving through `store`;
  /// `onSaved` hears about the item saved.
  init(store: any TodoStore, today: Day, onSaved: @escaping @MainActor (TodoItem) -> Void) {
    _viewModel = State(wrappedValue: AddItemViewModel(today: today, store: store, onSaved: onSaved))
  }

  var body: some View {
    @Bindable var viewModel = viewModel
    VStack {
      TextField("Name", text: $viewModel.name)
      TextField("Due date", text: $viewModel.dueDate, prompt: Text("YYYY-MM-DD"))
    }
    .navigationTitle("Add Item")
    .toolbar {
      ToolbarItem(placement: .cancellationAction) {
        Button("Cancel") { dismiss() }
      }
      ToolbarItem(placement: .confirmationAction) {
        Button("Save") {
          if viewModel.save() { dismiss() }
        }
      }
    }
    .errorAlert($viewModel.errorMessage)
  }
}
