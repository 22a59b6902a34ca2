import Entities
import ScreenUI

/// The Add Item form: two fields bound to its draft, the due date pre-filled
/// with today; `Save` asks the agenda to add it and dismisses, or shows why it
/// cannot; `Cancel` dismisses. The draft and the alert are the form's own
/// state, gone with it.
struct AddItemView: View {
  @Environment(Agenda.self) private var agenda
  @Environment(\.dismiss) private var dismiss
  @State private var draft: ItemDraft
  @State private var errorMessage: String?

  /// The form for an item due `today` unless the user types another day.
  init(today: Day) {
    _draft = State(initialValue: ItemDraft(today: today))
  }

  var body: some View {
    VStack {
      TextField("Name", text: $draft.name)
      TextField("Due date", text: $draft.dueDate, prompt: Text("YYYY-MM-DD"))
    }
    .navigationTitle("Add Item")
    .toolbar {
      ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
      ToolbarItem(placement: .confirmationAction) { Button("Save", action: save) }
    }
    .errorAlert($errorMessage)
  }

  private func save() {
    do {
      try agenda.add(draft)
      dismiss()
    } catch {
      errorMessage = error.text
    }
  }
}
