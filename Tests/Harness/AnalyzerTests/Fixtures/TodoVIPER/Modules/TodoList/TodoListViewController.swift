import UIKit

final class TodoListViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  var presenter: TodoListPresenterProtocol?
  private let tableView = UITableView()
  private var items: [TodoViewItem] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Todos"
    tableView.dataSource = self
    tableView.delegate = self
    tableView.frame = view.bounds
    view.addSubview(tableView)
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      barButtonSystemItem: .add, target: self, action: #selector(addTapped))
    presenter?.viewDidLoad()
  }

  @objc private func addTapped() {
    presenter?.didTapAdd(title: "New todo")
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
    cell.textLabel?.text = items[indexPath.row].title
    cell.detailTextLabel?.text = items[indexPath.row].subtitle
    return cell
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    presenter?.didSelectTodo(at: indexPath.row)
  }
}

extension TodoListViewController: TodoListViewProtocol {
  func showTodos(_ todos: [TodoViewItem]) {
    items = todos
    tableView.reloadData()
  }

  func showError(_ message: String) {
    let alert = UIAlertController(title: "Error", message: message, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "OK", style: .default))
    present(alert, animated: true)
  }
}
