/// The Upcoming list's presenter: lays the interactor's items out as titled
/// sections with a day label (none for today), chooses between them, the empty
/// state and an error, finds the section of an inserted item, and asks the
/// wireframe for the add-item module, whose delegate it is.
@MainActor
final class UpcomingListPresenter: UpcomingListModuleInterface, UpcomingListInteractorOutput,
  AddItemModuleDelegate
{
  /// The view; weak, since the view owns this presenter.
  weak var userInterface: (any UpcomingListViewInterface)?
  /// Runs the use case.
  private let interactor: any UpcomingListInteractorInput
  /// Performs navigation.
  private let wireframe: any UpcomingListWireframeProtocol
  /// The date relations shown as sections, in display order.
  private var shownRelations: [NearTermDateRelation] = []

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
    var sections: [(relation: NearTermDateRelation, items: [UpcomingDisplayItem])] = []
    for item in items {
      if sections.last?.relation != item.dateRelation { sections.append((item.dateRelation, [])) }
      sections[sections.count - 1].items.append(Self.displayItem(for: item))
    }
    shownRelations = sections.map(\.relation)
    if sections.isEmpty {
      userInterface?.showNoContentMessage()
    } else {
      userInterface?.showUpcomingDisplayData(
        sections.map { UpcomingDisplaySection(name: Self.name(of: $0.relation), items: $0.items) })
    }
  }

  func failedToFindUpcomingItems(message: String) {
    shownRelations = []
    userInterface?.showNoContentMessage()
    userInterface?.showErrorMessage(message)
  }

  func insertedUpcomingItem(_ item: UpcomingItem, at index: Int) {
    let row = Self.displayItem(for: item)
    if let section = shownRelations.firstIndex(of: item.dateRelation) {
      userInterface?.insertUpcomingDisplayItem(row, at: index, inSection: section)
    } else {
      let section = shownRelations.firstIndex { $0 > item.dateRelation } ?? shownRelations.count
      shownRelations.insert(item.dateRelation, at: section)
      userInterface?.insertUpcomingDisplaySection(
        UpcomingDisplaySection(name: Self.name(of: item.dateRelation), items: [row]), at: section)
    }
  }

  func addItemModuleDidSaveAddAction(_ item: TodoSummary) {
    interactor.insertNewItem(item)
  }

  func addItemModuleDidCancelAddAction() {}

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
