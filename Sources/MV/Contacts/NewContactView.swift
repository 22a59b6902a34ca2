import ScreenUI

/// The New Contact form: two fields bound to its draft; `Done` asks the
/// contact book to add it and dismisses, or shows why it cannot; `Cancel`
/// dismisses. The draft and the alert are the form's own state, gone with it.
struct NewContactView: View {
  @Environment(ContactBook.self) private var contactBook
  @Environment(\.dismiss) private var dismiss
  @State private var draft = ContactDraft()
  @State private var errorMessage: String?

  var body: some View {
    VStack {
      TextField("First name", text: $draft.firstName)
      TextField("Last name", text: $draft.lastName)
    }
    .navigationTitle("New Contact")
    .toolbar {
      ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
      ToolbarItem(placement: .confirmationAction) { Button("Done", action: save) }
    }
    .errorAlert($errorMessage)
  }

  private func save() {
    do {
      try contactBook.add(draft)
      dismiss()
    } catch {
      errorMessage = error.text
    }
  }
}
