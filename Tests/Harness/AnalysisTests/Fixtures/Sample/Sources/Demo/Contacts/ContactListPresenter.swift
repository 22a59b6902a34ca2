/// Formats contacts.
final class ContactListPresenter {
  weak var view: (any ContactListViewProtocol)?

  func title(count: Int) -> String {
    switch count {
    case 0: return "No Contacts"
    case 1, 2: return "A few"
    default: return "Many"
    }
  }
}

extension ContactListPresenter: CustomStringConvertible {
  var description: String { "presenter" }
}
