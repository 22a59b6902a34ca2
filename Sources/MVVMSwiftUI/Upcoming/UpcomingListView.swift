import Entities
import ScreenUI

/// The Upcoming list: the sections of its view model, `+` to present Add Item
/// in a sheet, `No Upcoming Items` when empty, and the Error alert. The view
/// owns its view model (`@State`), made once with what it is given.
struct UpcomingListView: View {
  /// Handed to Add Item, which saves through it and starts on today.
  private let service: any TodoServiceProtocol
  private let clock: any DayClock
  @State private var viewModel: UpcomingListViewModel

  /// The list, reading and saving items through `service`, today from `clock`,
  /// weeks starting on `firstWeekday`.
  init(service: any TodoServiceProtocol, clock: any DayClock, firstWeekday: Weekday) {
    self.service = service
    self.clock = clock
    _viewModel = State(
      wrappedValue: UpcomingListViewModel(service: service, clock: clock, firstWeekday: firstWeekday))
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
        AddItemView(service: service, today: clock.today()) { viewModel.itemAdded($0) }
      }
    }
    .errorAlert($viewModel.errorMessage)
    .onAppear { viewModel.loadIfNeeded() }
  }
}
