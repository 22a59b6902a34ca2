import ComposableArchitectureKit
import ScreenKit

/// The New Contact screen's view: two fields whose text it sends as it is
/// typed, Cancel and Done sent as actions, and the error alert of its state.
final class AddContactViewController: ViewController {
  private let store: Store<AddContactFeature.State, AddContactFeature.Action>
  private let firstNameField = TextField(label: "First name")
  private let lastNameField = TextField(label: "Last name")

  /// Creates the screen for `store`.
  init(store: Store<AddContactFeature.State, AddContactFeature.Action>) {
    self.store = store
    super.init()
    title = "New Contact"
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    firstNameField.text = store.state.firstName
    lastNameField.text = store.state.lastName
    firstNameField.onEditingChanged = { [weak self] field in self?.store.send(.firstNameChanged(field.text)) }
    lastNameField.onEditingChanged = { [weak self] field in self?.store.send(.lastNameChanged(field.text)) }
    view.addSubview(firstNameField)
    view.addSubview(lastNameField)
    navigationItem.leftBarButtonItem = BarButtonItem(title: "Cancel") { [weak self] in
      self?.store.send(.cancelButtonTapped)
    }
    navigationItem.rightBarButtonItem = BarButtonItem(title: "Done") { [weak self] in
      self?.store.send(.doneButtonTapped)
    }
    observe(self, { $0.store.state.alert != nil }) { screen, _ in
      guard let alert = screen.store.scope(state: \.alert, action: \.alert) else { return }
      screen.present(AlertController(store: alert))
    }
  }
}
