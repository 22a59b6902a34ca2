/// The Upcoming list's presenter: lays the interactor's items out as titled
/// sections with a day label (none for today), chooses between them, the empty
/// state and an error, and asks the wireframe for the add-item module, whose
/// delegate it is.
@MainActor
final class UpcomingListPresenter: UpcomingListModuleInterface, UpcomingListInteractorOutput,
  AddItemModuleDelegate
{
  /// The view; weak, since the view owns this presenter.
  weak var userInterface: (any UpcomingListViewInterface)?
  /// Runs the use case.
  let interactor: any UpcomingListInteractorInput
  /// Performs navigation.
  let wireframe: any UpcomingListWireframeProtocol

  /// Creates the presenter.
  init(interactor: any UpcomingListInteractorInput, wireframe: any UpcomingListWireframeProtocol) {
    self.interactor = interactor
    self.wireframe = wireframe
  }

  func updateView() {
    interactor.findUpcomingItems()
  }

  func addNewEntry() {
    wireframe.presentAddInterface(delegate: self)
  }

  func foundUpcomingItems(_ items: [UpcomingItem]) {
    if items.isEmpty {
      userInterface?.showNoContentMessage()
    } else {
      userInterface?.showUpcomingDisplayData(Self.sections(for: items))
    }
  }

  func failedToFindUpcomingItems(message: String) {
    userInterface?.showNoContentMessage()
    userInterface?.showErrorMessage(message)
  }

  func addItemModuleDidSaveAddAction() {
    interactor.findUpcomingItems()
  }

  func addItemModuleDidCancelAddAction() {}

  /// One section per date relation that has items, in display order, keeping
  /// the interactor's order inside each.
  private static func sections(for items: [UpcomingItem]) -> [UpcomingDisplaySection] {
    NearTermDateRelation.allCases.compactMap { relation in
      let rows = items.filter { $0.dateRelation == relation }.map(displayItem)
      return rows.isEmpty ? nil : UpcomingDisplaySection(name: name(of: relation), items: rows)
    }
  }

  /// The section header for a date relation.
  private static func name(of relation: NearTermDateRelation) -> String {
    switch relation {
    case .today: "Today"
    case .tomorrow: "Tomorrow"
    case .laterThisWeek: "Later This Week"
    case .nextWeek: "Next Week"
    }
  }

  /// The row for an item: its title, and the English weekday unless it is due today.
  private static func displayItem(for item: UpcomingItem) -> UpcomingDisplayItem {
    UpcomingDisplayItem(
      title: item.title, dueDay: item.dateRelation == .today ? nil : item.dueDate.weekday.name)
  }
}
