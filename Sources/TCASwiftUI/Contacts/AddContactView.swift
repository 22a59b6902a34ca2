import ComposableArchitectureUI
import ScreenUI

/// The New Contact form: two fields whose bindings send what is typed as
/// actions, Cancel and Done sent as actions, and the Error alert of its state.
struct AddContactView: View {
  /// The form's store, scoped from the list's while the form is presented.
  @Bindable var store: StoreOf<AddContactFeature>

  var body: some View {
    VStack {
      TextField("First name", text: $store.firstName.sending(\.firstNameChanged))
      TextField("Last name", text: $store.lastName.sending(\.lastNameChanged))
    }
    .navigationTitle("New Contact")
    .toolbar {
      ToolbarItem(placement: .cancellationAction) {
        Button("Cancel") { store.send(.cancelButtonTapped) }
      }
      ToolbarItem(placement: .confirmationAction) {
        Button("Done") { store.send(.doneButtonTapped) }
      }
    }
    .alert($store.scope(state: \.alert, action: \.alert))
  }
}
