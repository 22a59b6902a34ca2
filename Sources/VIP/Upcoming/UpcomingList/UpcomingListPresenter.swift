import Entities

/// The Upcoming list's presenter: names each due group's section, labels each
/// row with its weekday (none for today), and turns storage errors into the
/// alert's message.
@MainActor
final class UpcomingListPresenter: UpcomingListPresentationLogic {
  /// The view controller; weak, since it owns the interactor that owns this presenter.
  weak var viewController: (any UpcomingListDisplayLogic)?

  /// Creates the presenter; its view controller is set by the configurator.
  init() {}

  func presentFetchedItems(response: UpcomingListModels.FetchItems.Response) {
    let sections = response.groups.map { group in
      UpcomingListModels.DisplayedSection(
        title: Self.title(of: group.dueGroup),
        items: group.items.map { Self.displayedItem(for: $0, in: group.dueGroup) })
    }
    viewController?.displayFetchedItems(
      viewModel: .init(displayedSections: sections, errorMessage: response.error?.description))
  }

  func presentInsertedItem(response: UpcomingListModels.InsertItem.Response) {
    viewController?.displayInsertedItem(
      viewModel: .init(
        displayedItem: Self.displayedItem(for: response.item, in: response.dueGroup),
        section: response.section,
        row: response.row, newSectionTitle: response.isNewSection ? Self.title(of: response.dueGroup) : nil))
  }

  /// The section header for a due group.
  private static func title(of group: UpcomingListModels.DueGroup) -> String {
    switch group {
    case .today: "Today"
    case .tomorrow: "Tomorrow"
    case .laterThisWeek: "Later This Week"
    case .nextWeek: "Next Week"
    }
  }

  /// The row for an item: its title, and the English weekday unless it is due today.
  private static func displayedItem(for item: TodoItem, in group: UpcomingListModels.DueGroup)
    -> UpcomingListModels.DisplayedItem
  {
    .init(title: item.title, dayLabel: group == .today ? nil : item.dueDate.weekday.name)
  }
}
