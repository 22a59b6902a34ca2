import ScreenKit

/// The Add Item form's view, passive: it lays out the fields and the `Cancel`
/// and `Save` buttons, hands what was typed to its presenter, and fills in,
/// shows an error or closes when told. It owns its presenter; the presenter
/// holds it weakly.
final class AddItemViewController: ViewController {
  /// Decides what this screen does.
  let presenter: AddItemPresenter
  private let nameField = TextField(label: "Name")
  private let dueDateField = TextField(label: "Due date", placeholder: "YYYY-MM-DD")

  /// Creates the view of `presenter` and attaches itself to it.
  init(presenter: AddItemPresenter) {
    self.presenter = presenter
    super.init()
    title = "Add Item"
    presenter.view = self
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(nameField)
    view.addSubview(dueDateField)
    navigationItem.leftBarButtonItem = BarButtonItem(title: "Cancel") { [weak self] in
      self?.presenter.didTapCancel()
    }
    navigationItem.rightBarButtonItem = BarButtonItem(title: "Save") { [weak self] in
      guard let self else { return }
      presenter.didTapSave(name: nameField.text, dueDate: dueDateField.text)
    }
    presenter.viewDidLoad()
  }
}

extension AddItemViewController: AddItemViewProtocol {
  func showDueDate(_ text: String) {
    dueDateField.text = text
  }

  func close() {
    dismiss()
  }
}
