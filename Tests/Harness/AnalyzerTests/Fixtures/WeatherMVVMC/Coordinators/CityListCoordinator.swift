import UIKit

final class CityListCoordinator: Coordinator {
  var childCoordinators: [Coordinator] = []
  private weak var navigationController: UINavigationController?
  private let service: WeatherServiceProtocol

  init(navigationController: UINavigationController, service: WeatherServiceProtocol) {
    self.navigationController = navigationController
    self.service = service
  }

  func start() {
    let viewModel = CityListViewModel(service: service)
    viewModel.coordinator = self
    navigationController?.pushViewController(CityListViewController(viewModel: viewModel), animated: false)
  }
}

extension CityListCoordinator: CityListViewModelCoordinating {
  func showDetail(for city: City) {
    let viewModel = CityDetailViewModel(city: city, service: service)
    navigationController?.pushViewController(CityDetailViewController(viewModel: viewModel), animated: true)
  }
}
