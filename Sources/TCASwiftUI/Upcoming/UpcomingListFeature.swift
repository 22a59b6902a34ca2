import Algorithms
import ComposableArchitectureUI
import Entities
import Storage

/// The Upcoming list's reducer: the list's rules (read once, when it first
/// appears, for today through the end of next week; the six section rules; the
/// order; a saved item inserted in its section) and its navigation, as state:
/// Add Item is presented while ``State/addItem`` is set.
struct UpcomingListFeature: Reducer {
  /// What the list shows and what it presents.
  struct State: Equatable, ObservableState, Sendable {
    /// The days the list was read for; `nil` until it is read.
    @ObservationStateTracked var days: UpcomingDays? = nil
    /// The non-empty sections, in display order: `Today`, `Tomorrow`, `Later This Week`, `Next Week`.
    @ObservationStateTracked var groups: [UpcomingGroup] = []
    /// The Add Item form's state while it is presented.
    @Presents var addItem: AddItemFeature.State?
    /// The Error alert, while it is up (reading failed).
    @Presents var alert: AlertState<Action.Alert>?
    /// Its identity, which `@ObservableState` would add.
    let _$id = ObservableStateID()

    /// A list not read yet, nothing presented.
    init() {}
  }

  /// What can happen to the list.
  enum Action: Equatable, Sendable {
    /// The list appeared.
    case onAppear
    /// Storage answered the read.
    case itemsLoaded(Result<[TodoItem], StorageError>)
    /// The user tapped `+`.
    case addButtonTapped
    /// An action of the presented Add Item form.
    case addItem(PresentationAction<AddItemFeature.Action>)
    /// The Error alert was put away.
    case alert(PresentationAction<Alert>)

    /// What the Error alert's buttons send: nothing, OK only puts it away.
    enum Alert: Equatable, Sendable {}
  }

  /// Where items are read and saved.
  @Dependency(\.todosClient) var todos
  /// Today.
  @Dependency(\.dayClock) var clock
  /// The first day of a week.
  @Dependency(\.firstWeekday) var firstWeekday

  /// The list's own cases; for Add Item's actions, while it is presented, its reducer first.
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .onAppear:
        return state.days == nil ? load(&state) : .none
      case .itemsLoaded(.success(let items)):
        state.groups = Self.groups(of: items, on: state.days)
        return .none
      case .itemsLoaded(.failure(let error)):
        state.groups = []
        state.alert = .error(error.description)
        return .none
      case .addButtonTapped:
        state.addItem = AddItemFeature.State(today: clock.today())
        return .none
      case .addItem(.presented(.delegate(.saved(let item)))):
        state.addItem = nil
        guard let days = state.days, clock.today() == days.today else { return load(&state) }
        Self.insert(item, into: &state.groups, on: days)
        return .none
      case .addItem(.presented(.delegate(.cancel))):
        state.addItem = nil
        return .none
      case .addItem, .alert:
        return .none
      }
    }
    .ifLet(\.$addItem, action: \.addItem) {
      AddItemFeature()
    }
    .ifLet(\.$alert, action: \.alert)
  }

  /// Sets the days for today and reads the items due from today through the end of next week.
  private func load(_ state: inout State) -> Effect<Action> {
    let days = UpcomingDays(today: clock.today(), firstWeekday: firstWeekday)
    state.days = days
    return .run { send in
      send(.itemsLoaded(Result { () throws(StorageError) in try todos.items(days.today, days.lastShown) }))
    }
  }

  /// The items shown on `days`, sorted, in their sections, in one pass.
  private static func groups(of items: [TodoItem], on days: UpcomingDays?) -> [UpcomingGroup] {
    guard let days else { return [] }
    let rows = items.compactMap { item in
      days.section(for: item.dueDate).map { (UpcomingRow(item, in: $0), $0) }
    }
    var groups: [UpcomingGroup] = []
    for (row, section) in rows.sorted(by: { $0.0 < $1.0 }) {
      if groups.last?.section != section { groups.append(UpcomingGroup(section: section, rows: [])) }
      groups[groups.count - 1].rows.append(row)
    }
    return groups
  }

  /// Puts a saved item's row at its place in its section, adding the section
  /// at its place if needed; an item that is not shown changes nothing.
  private static func insert(_ item: TodoItem, into groups: inout [UpcomingGroup], on days: UpcomingDays) {
    guard let section = days.section(for: item.dueDate) else { return }
    let row = UpcomingRow(item, in: section)
    if let index = groups.firstIndex(where: { $0.section == section }) {
      groups[index].rows.insert(row, at: groups[index].rows.partitioningIndex { row < $0 })
    } else {
      let index = groups.firstIndex { $0.section > section } ?? groups.count
      groups.insert(UpcomingGroup(section: section, rows: [row]), at: index)
    }
  }
}
