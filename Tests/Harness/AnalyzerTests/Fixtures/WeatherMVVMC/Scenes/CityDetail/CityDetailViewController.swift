import Combine
import UIKit

final class CityDetailViewController: UIViewController {
  private let viewModel: CityDetailViewModel
  private let label = UILabel()
  private var subscriptions = Set<AnyCancellable>()

  init(viewModel: CityDetailViewModel) {
    self.viewModel = viewModel
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = viewModel.city.name
    view.backgroundColor = .systemBackground
    label.frame = view.bounds.insetBy(dx: 20, dy: 100)
    view.addSubview(label)
    viewModel.$summary.receive(on: DispatchQueue.main).sink { [weak self] in self?.label.text = $0 }
      .store(in: &subscriptions)
    Task { await viewModel.load() }
  }
}
