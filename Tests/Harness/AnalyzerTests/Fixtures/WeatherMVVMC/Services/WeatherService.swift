import Foundation

protocol WeatherServiceProtocol {
  func cities() async throws -> [City]
  func forecast(for city: City) async throws -> Forecast
}

final class WeatherService: WeatherServiceProtocol {
  private let session: URLSession
  private let base = URL(string: "https://api.example.com/v1")!

  init(session: URLSession = .shared) {
    self.session = session
  }

  func cities() async throws -> [City] {
    let (data, _) = try await session.data(from: base.appendingPathComponent("cities"))
    return try JSONDecoder().decode([City].self, from: data)
  }

  func forecast(for city: City) async throws -> Forecast {
    let (data, _) = try await session.data(from: base.appendingPathComponent("forecast/\(city.id)"))
    return try JSONDecoder().decode(Forecast.self, from: data)
  }
}
