import ComposableArchitectureKit
import ScreenKit

/// The Add Item screen's view: two fields whose text it sends as it is typed,
/// Cancel and Save sent as actions, and the error alert of its state.
final class AddItemViewController: ViewController {
  private let store: Store<AddItemFeature.State, AddItemFeature.Action>
  private let nameField = TextField(label: "Name")
  private let dueDateField = TextField(label: "Due date", placeholder: "YYYY-MM-DD")

  /// Creates the screen for `store`.
  init(store: Store<AddItemFeature.State, AddItemFeature.Action>) {
    self.store = store
    super.init()
    title = "Add Item"
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    nameField.text = store.state.name
    dueDateField.text = store.state.dueDate
    nameField.onEditingChanged = { [weak self] field in self?.store.send(.nameChanged(field.text)) }
    dueDateField.onEditingChanged = { [weak self] field in self?.store.send(.dueDateChanged(field.text)) }
    view.addSubview(nameField)
    view.addSubview(dueDateField)
    navigationItem.leftBarButtonItem = BarButtonItem(title: "Cancel") { [weak self] in
      self?.store.send(.cancelButtonTapped)
    }
    navigationItem.rightBarButtonItem = BarButtonItem(title: "Save") { [weak self] in
      self?.store.send(.saveButtonTapped)
    }
    observe(self, { $0.store.state.alert != nil }) { screen, _ in
      guard let alert = screen.store.scope(state: \.alert, action: \.alert) else { return }
      screen.present(AlertController(store: alert))
    }
  }
}
