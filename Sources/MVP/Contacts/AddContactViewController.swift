import ScreenKit

/// The New Contact form's view, passive: it lays out the fields and the
/// `Cancel` and `Done` buttons, hands what was typed to its presenter, and
/// shows an error or closes when told. It owns its presenter; the presenter
/// holds it weakly.
final class AddContactViewController: ViewController {
  /// Decides what this screen does.
  let presenter: AddContactPresenter
  private let firstNameField = TextField(label: "First name")
  private let lastNameField = TextField(label: "Last name")

  /// Creates the view of `presenter` and attaches itself to it.
  init(presenter: AddContactPresenter) {
    self.presenter = presenter
    super.init()
    title = "New Contact"
    presenter.view = self
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(firstNameField)
    view.addSubview(lastNameField)
    navigationItem.leftBarButtonItem = BarButtonItem(title: "Cancel") { [weak self] in
      self?.presenter.didTapCancel()
    }
    navigationItem.rightBarButtonItem = BarButtonItem(title: "Done") { [weak self] in
      guard let self else { return }
      presenter.didTapDone(firstName: firstNameField.text, lastName: lastNameField.text)
    }
  }
}

extension AddContactViewController: AddContactViewProtocol {
  func close() {
    dismiss()
  }
}
