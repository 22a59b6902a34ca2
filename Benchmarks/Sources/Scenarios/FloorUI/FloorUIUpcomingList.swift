import Entities
import ScreenUI
import Storage

/// The ScreenUI floor's Upcoming list: the items due from today through the end of next
/// week read once when it appears, sorted (day, title ignoring case, id) and split into the
/// non-empty sections in one pass, kept in the view's state.
struct FloorUIUpcomingList: View {
  struct Row: Identifiable, Equatable {
    var item: TodoItem
    var key: String
    var id: Int64 { item.id }
  }

  struct Section: Identifiable, Equatable {
    /// 0 Today, 1 Tomorrow, 2 Later This Week, 3 Next Week.
    var id: Int
    var rows: [Row]
  }

  private static let titles = ["Today", "Tomorrow", "Later This Week", "Next Week"]

  let store: SQLiteStore
  let today: Day
  @State private var sections: [Section] = []
  @State private var isAdding = false

  var body: some View {
    List {
      ForEach(sections) { section in
        ScreenUI.Section(Self.titles[section.id]) {
          ForEach(section.rows) { row in
            if row.item.dueDate == today {
              Text(row.item.title)
            } else {
              LabeledContent(row.item.title, value: row.item.dueDate.weekday.name)
            }
          }
        }
      }
    }
    .overlay {
      if sections.isEmpty { ContentUnavailableView("No Upcoming Items") }
    }
    .navigationTitle("Upcoming")
    .toolbar {
      ToolbarItem(placement: .primaryAction) { Button("+") { isAdding = true } }
    }
    .sheet(isPresented: $isAdding) {
      NavigationStack {
        FloorUIForm(
          title: "Add Item", labels: ("Name", "Due date"), second: today.description, prompt: "YYYY-MM-DD",
          action: "Save"
        ) { texts in add(title: texts.0, dueDate: texts.1) }
      }
    }
    .onAppear(perform: load)
  }

  private var weekStart: Day { today.startOfWeek(firstWeekday: .sunday) ?? today }

  private func load() {
    let rows = Self.rows(of: store, from: today, through: weekStart.adding(days: 13) ?? today)
    var loaded: [Section] = []
    for row in rows {
      guard let kind = sectionKind(of: row.item.dueDate) else { continue }
      if loaded.last?.id != kind { loaded.append(Section(id: kind, rows: [])) }
      loaded[loaded.count - 1].rows.append(row)
    }
    sections = loaded
  }

  /// The items due from `first` through `last`, sorted: as ``FloorUpcomingListViewController``
  /// reads them, off the main actor's closure (where the sort's comparison would not be inlined).
  private nonisolated static func rows(of store: SQLiteStore, from first: Day, through last: Day) -> [Row] {
    var rows = ((try? store.items(dueFrom: first, through: last)) ?? []).map {
      Row(item: $0, key: $0.title.lowercased())
    }
    rows.sort { Self.isOrderedBefore($0, $1) }
    return rows
  }

  /// The section of `day`, following Docs/Feature.md's rules, or `nil` if not shown.
  private func sectionKind(of day: Day) -> Int? {
    if day < today { return nil }
    if day == today { return 0 }
    let dayWeekStart = day.startOfWeek(firstWeekday: .sunday)
    if day == today.adding(days: 1) { return dayWeekStart == weekStart ? 1 : 3 }
    if dayWeekStart == weekStart { return 2 }
    if dayWeekStart == weekStart.adding(days: 7) { return 3 }
    return nil
  }

  private func add(title: String, dueDate text: String) {
    guard let dueDate = Day(text), let item = try? store.addItem(title: title, dueDate: dueDate) else {
      return
    }
    if let kind = sectionKind(of: dueDate) {
      let row = Row(item: item, key: item.title.lowercased())
      if let index = sections.firstIndex(where: { $0.id == kind }) {
        let rows = sections[index].rows
        var low = 0
        var high = rows.count
        while low < high {
          let middle = (low + high) / 2
          if Self.isOrderedBefore(row, rows[middle]) { high = middle } else { low = middle + 1 }
        }
        sections[index].rows.insert(row, at: low)
      } else {
        let index = sections.firstIndex { $0.id > kind } ?? sections.count
        sections.insert(Section(id: kind, rows: [row]), at: index)
      }
    }
    isAdding = false
  }

  private nonisolated static func isOrderedBefore(_ lhs: Row, _ rhs: Row) -> Bool {
    (lhs.item.dueDate, lhs.key, lhs.item.id) < (rhs.item.dueDate, rhs.key, rhs.item.id)
  }
}
