import UIKit

final class AppCoordinator: Coordinator {
  var childCoordinators: [Coordinator] = []
  private let navigationController: UINavigationController
  private let service: WeatherServiceProtocol

  init(navigationController: UINavigationController, service: WeatherServiceProtocol = WeatherService()) {
    self.navigationController = navigationController
    self.service = service
  }

  func start() {
    let cities = CityListCoordinator(navigationController: navigationController, service: service)
    childCoordinators.append(cities)
    cities.start()
  }
}
