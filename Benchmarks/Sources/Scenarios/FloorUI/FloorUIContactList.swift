import Entities
import ScreenUI
import Storage

/// The ScreenUI floor's contact list: every contact read once when it appears, sorted by
/// the feature's rule (full name, case- and diacritic-insensitive, ties by id; each key an
/// `Entities.FoldedKey`, computed once), kept in the view's state.
struct FloorUIContactList: View {
  struct Row: Identifiable, Equatable {
    var key: FoldedKey
    var id: Int64
    var fullName: String
  }

  let store: SQLiteStore
  @State private var rows: [Row] = []
  @State private var isAdding = false

  var body: some View {
    List {
      ForEach(rows) { row in Text(row.fullName) }
    }
    .overlay {
      if rows.isEmpty { ContentUnavailableView("No Contacts") }
    }
    .navigationTitle("Contacts")
    .toolbar {
      ToolbarItem(placement: .primaryAction) { Button("+") { isAdding = true } }
    }
    .sheet(isPresented: $isAdding) {
      NavigationStack {
        FloorUIForm(title: "New Contact", labels: ("First name", "Last name"), action: "Done") { texts in
          add(firstName: texts.0, lastName: texts.1)
        }
      }
    }
    .onAppear { rows = Self.rows(of: store) }
  }

  /// Every contact's row, sorted: as ``FloorContactListViewController`` reads them, off the
  /// main actor's closure (where the sort's comparison would not be inlined).
  private nonisolated static func rows(of store: SQLiteStore) -> [Row] {
    var rows = ((try? store.allContacts()) ?? []).map(Self.row)
    rows.sort { Self.isOrderedBefore($0, $1) }
    return rows
  }

  private func add(firstName: String, lastName: String) {
    guard let contact = try? store.addContact(firstName: firstName, lastName: lastName) else { return }
    let row = Self.row(contact)
    var low = 0
    var high = rows.count
    while low < high {
      let middle = (low + high) / 2
      if Self.isOrderedBefore(row, rows[middle]) { high = middle } else { low = middle + 1 }
    }
    rows.insert(row, at: low)
    isAdding = false
  }

  nonisolated static func row(_ contact: Contact) -> Row {
    let fullName = contact.firstName + " " + contact.lastName
    return Row(key: FoldedKey(fullName), id: contact.id, fullName: fullName)
  }

  nonisolated static func isOrderedBefore(_ lhs: Row, _ rhs: Row) -> Bool {
    lhs.key != rhs.key ? lhs.key < rhs.key : lhs.id < rhs.id
  }
}
