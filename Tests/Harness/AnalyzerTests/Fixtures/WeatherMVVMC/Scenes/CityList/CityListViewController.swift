import Combine
import UIKit

final class CityListViewController: UITableViewController {
  private let viewModel: CityListViewModel
  private var subscriptions = Set<AnyCancellable>()

  init(viewModel: CityListViewModel) {
    self.viewModel = viewModel
    super.init(style: .plain)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = viewModel.title
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "city")
    viewModel.$cities.receive(on: DispatchQueue.main).sink { [weak self] _ in self?.tableView.reloadData() }
      .store(in: &subscriptions)
    Task { await viewModel.load() }
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    viewModel.cities.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "city", for: indexPath)
    cell.textLabel?.text = viewModel.cities[indexPath.row].name
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    viewModel.select(at: indexPath.row)
  }
}
