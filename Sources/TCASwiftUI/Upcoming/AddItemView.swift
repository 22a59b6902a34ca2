import ComposableArchitectureUI
import ScreenUI

/// The Add Item form: two fields whose bindings send what is typed as actions
/// (the due date starting on today, as its state does), Cancel and Save sent
/// as actions, and the Error alert of its state.
struct AddItemView: View {
  /// The form's store, scoped from the list's while the form is presented.
  @Bindable var store: StoreOf<AddItemFeature>

  var body: some View {
    VStack {
      TextField("Name", text: $store.name.sending(\.nameChanged))
      TextField("Due date", text: $store.dueDate.sending(\.dueDateChanged), prompt: Text("YYYY-MM-DD"))
    }
    .navigationTitle("Add Item")
    .toolbar {
      ToolbarItem(placement: .cancellationAction) {
        Button("Cancel") { store.send(.cancelButtonTapped) }
      }
      ToolbarItem(placement: .confirmationAction) {
        Button("Save") { store.send(.saveButtonTapped) }
      }
    }
    .alert($store.scope(state: \.alert, action: \.alert))
  }
}
