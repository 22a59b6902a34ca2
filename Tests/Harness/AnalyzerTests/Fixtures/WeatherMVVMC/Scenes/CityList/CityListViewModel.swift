import Combine
import Foundation

protocol CityListViewModelCoordinating: AnyObject {
  func showDetail(for city: City)
}

final class CityListViewModel: ObservableObject {
  @Published private(set) var cities: [City] = []
  @Published private(set) var errorMessage: String?
  weak var coordinator: CityListViewModelCoordinating?
  private let service: WeatherServiceProtocol

  init(service: WeatherServiceProtocol) {
    self.service = service
  }

  var title: String { "Cities" }

  func load() async {
    do {
      let found = try await service.cities()
      await MainActor.run { cities = found.sorted { $0.name < $1.name } }
    } catch {
      await MainActor.run { errorMessage = "Could not load the cities." }
    }
  }

  func select(at index: Int) {
    guard cities.indices.contains(index) else { return }
    coordinator?.showDetail(for: cities[index])
  }
}
