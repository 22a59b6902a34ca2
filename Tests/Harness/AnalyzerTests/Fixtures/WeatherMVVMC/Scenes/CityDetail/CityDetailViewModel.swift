import Combine
import Foundation

final class CityDetailViewModel: ObservableObject {
  @Published private(set) var summary = "Loading…"
  let city: City
  private let service: WeatherServiceProtocol

  init(city: City, service: WeatherServiceProtocol) {
    self.city = city
    self.service = service
  }

  func load() async {
    let text: String
    do {
      let forecast = try await service.forecast(for: city)
      text = "\(Int(forecast.temperature.rounded())) °C, \(forecast.condition)"
    } catch {
      text = "No forecast"
    }
    await MainActor.run { summary = text }
  }
}
