import Entities
import ScreenUI
import Storage

/// The New Contact screen: two fields bound to its view model, Cancel and Done
/// in the bar, and the Error alert. The view owns its view model (`@State`),
/// made when the sheet opens and freed when it closes.
struct AddContactView: View {
  @State private var viewModel: AddContactViewModel
  @Environment(\.dismiss) private var dismiss

  /// The form, saving through `store`; `onSaved` hears about the contact saved.
  init(store: any ContactStore, onSaved: @escaping @MainActor (Contact) -> Void) {
    _viewModel = State(wrappedValue: AddContactViewModel(store: store, onSaved: onSaved))
  }

  var body: some View {
    @Bindable var viewModel = viewModel
    VStack {
      TextField("First name", text: $viewModel.firstName)
      TextField("Last name", text: $viewModel.lastName)
    }
    .navigationTitle("New Contact")
    .toolbar {
      ToolbarItem(placement: .cancellationAction) {
        Button("Cancel") { dismiss() }
      }
      ToolbarItem(placement: .confirmationAction) {
        Button("Done") {
          if viewModel.save() { dismiss() }
        }
      }
    }
    .errorAlert($viewModel.errorMessage)
  }
}
