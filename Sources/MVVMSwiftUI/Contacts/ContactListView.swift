import ScreenUI
import Storage

/// The contact list: the rows of its view model, `+` to present New Contact in
/// a sheet, `No Contacts` when empty, and the Error alert. The view owns its
/// view model (`@State`), made once with the store it is given.
struct ContactListView: View {
  /// Handed to New Contact, which saves through it.
  private let store: any ContactStore
  @State private var viewModel: ContactListViewModel

  /// The list, reading and saving contacts through `store`.
  init(store: any ContactStore) {
    self.store = store
    _viewModel = State(wrappedValue: ContactListViewModel(store: store))
  }

  var body: some View {
    @Bindable var viewModel = viewModel
    List {
      ForEach(viewModel.rows) { row in
        Text(row.fullName)
      }
    }
    .overlay {
      if viewModel.rows.isEmpty { ContentUnavailableView("No Contacts") }
    }
    .navigationTitle("Contacts")
    .toolbar {
      ToolbarItem(placement: .primaryAction) {
        Button("+") { viewModel.addTapped() }
      }
    }
    .sheet(isPresented: $viewModel.isAddingContact) {
      NavigationStack {
        AddContactView(store: store) { viewModel.contactAdded($0) }
      }
    }
    .errorAlert($viewModel.errorMessage)
    .onAppear { viewModel.loadIfNeeded() }
  }
}
