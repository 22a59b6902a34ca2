import ScreenUI

/// The contact list: the rows of its view model, `+` to present New Contact in
/// a sheet, `No Contacts` when empty, and the Error alert. The view owns its
/// view model (`@State`), made once with the service it is given.
struct ContactListView: View {
  /// Handed to New Contact, which saves through it.
  private let service: any ContactServiceProtocol
  @State private var viewModel: ContactListViewModel

  /// The list, reading and saving contacts through `service`.
  init(service: any ContactServiceProtocol) {
    self.service = service
    _viewModel = State(wrappedValue: ContactListViewModel(service: service))
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
        AddContactView(service: service) { viewModel.contactAdded($0) }
      }
    }
    .errorAlert($viewModel.errorMessage)
    .onAppear { viewModel.loadIfNeeded() }
  }
}
