import ScreenUI

/// The Upcoming list: the agenda's sections in order, each with its rows;
/// `+` presents Add Item in a sheet. What it reads is the model's; what it
/// presents (the sheet, the alert) is its own state.
struct UpcomingListView: View {
  @Environment(Agenda.self) private var agenda
  @State private var isAddingItem = false
  @State private var errorMessage: String?

  var body: some View {
    List {
      ForEach(agenda.groups) { group in
        Section(group.section.title) {
          ForEach(group.entries) { entry in
            if let dayLabel = entry.dayLabel {
              LabeledContent(entry.title, value: dayLabel)
            } else {
              Text(entry.title)
            }
          }
        }
      }
    }
    .overlay {
      if agenda.groups.isEmpty { ContentUnavailableView("No Upcoming Items") }
    }
    .navigationTitle("Upcoming")
    .toolbar {
      ToolbarItem(placement: .primaryAction) { Button("+") { isAddingItem = true } }
    }
    .sheet(isPresented: $isAddingItem) {
      NavigationStack { AddItemView(today: agenda.today) }
    }
    .onAppear(perform: load)
    .errorAlert($errorMessage)
  }

  /// Reads the items when the list first appears; a storage error shows its alert.
  private func load() {
    do { try agenda.loadIfNeeded() } catch { errorMessage = error.text }
  }
}
