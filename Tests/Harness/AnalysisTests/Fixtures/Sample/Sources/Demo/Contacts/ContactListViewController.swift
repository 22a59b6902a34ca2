import ScreenKit

/// Shows contacts.
final class ContactListViewController: ViewController {
  private let presenter: ContactListPresenter

  init(presenter: ContactListPresenter) {
    self.presenter = presenter
    super.init()
  }

  /* A block
     comment */
  func label(for count: Int) -> String {
    if count == 0 { return "none" }  // trailing comment
    return count > 1 && count < 10 ? "few" : "many"
  }
}
