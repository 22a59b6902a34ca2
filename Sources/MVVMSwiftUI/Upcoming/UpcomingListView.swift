import Entities
import ScreenUI
import Storage

/// The Upcoming list: the sections of its view model, `+` to present Add Item
/// in a sheet, `No Upcoming Items` when empty, and the Error alert. The view
/// owns its view model (`@State`), made once with what it is given.
struct UpcomingListView: View {
  /// Handed to Add Item, which saves through it and starts on today.
  private let store: any TodoStore
  private let clock: any DayClock
  @State private var viewModel: UpcomingListViewModel

  /// The list, reading and saving items through `store`, today from `clock`,
  /// weeks starting on `firstWeekday`.
  init(store: any TodoStore, clock: any DayClock, firstWeekday: Weekday) {
    self.store = store
    self.clock = clock
    _viewModel = State(
      wrappedValue: UpcomingListViewModel(store: store, clock: clock, firstWeekday: firstWeekday))
  }

  var body: some View {
    @Bindable var viewModel = viewModel
    List {
      ForEach(viewModel.sections) { section in
        Section(section.title) {
          ForEach(section.rows) { row in
            if let day = row.dayLabel {
              LabeledContent(row.title, value: day)
            } else {
              Text(row.title)
            }
          }
        }
      }
    }
    .overlay {
      if viewModel.sections.isEmpty { ContentUnavailableView("No Upcoming Items") }
    }
    .navigationTitle("Upcoming")
    .toolbar {
      ToolbarItem(placement: .primaryAction) {
        Button("+") { viewModel.addTapped() }
      }
    }
    .sheet(isPresented: $viewModel.isAddingItem) {
      NavigationStack {
        AddItemView(store: store, today: clock.today()) { viewModel.itemAdded($0) }
      }
    }
    .errorAlert($viewModel.errorMessage)
    .onAppear { viewModel.loadIfNeeded() }
  }
}
