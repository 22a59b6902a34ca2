import ScreenUI

/// The contact list: the contact book's contacts, one row each, in its order;
/// `+` presents New Contact in a sheet. What it reads is the model's; what it
/// presents (the sheet, the alert) is its own state.
struct ContactListView: View {
  @Environment(ContactBook.self) private var contactBook
  @State private var isAddingContact = false
  @State private var errorMessage: String?

  var body: some View {
    List {
      ForEach(contactBook.contacts) { entry in
        Text(entry.fullName)
      }
    }
    .overlay {
      if contactBook.contacts.isEmpty { ContentUnavailableView("No Contacts") }
    }
    .navigationTitle("Contacts")
    .toolbar {
      ToolbarItem(placement: .primaryAction) { Button("+") { isAddingContact = true } }
    }
    .sheet(isPresented: $isAddingContact) {
      NavigationStack { NewContactView() }
    }
    .onAppear(perform: load)
    .errorAlert($errorMessage)
  }

  /// Reads the contacts when the list first appears; a storage error shows its alert.
  private func load() {
    do { try contactBook.loadIfNeeded() } catch { errorMessage = error.text }
  }
}
