import ComposableArchitecture
import Foundation

struct Location: Decodable, Equatable, Identifiable {
  var id: Int
  var name: String
}

@DependencyClient
struct WeatherClient {
  var search: @Sendable (_ query: String) async throws -> [Location]
}

extension WeatherClient: DependencyKey {
  static let liveValue = WeatherClient(
    search: { query in
      var components = URLComponents(string: "https://geocoding.example.com/v1/search")!
      components.queryItems = [URLQueryItem(name: "name", value: query)]
      let (data, _) = try await URLSession.shared.data(from: components.url!)
      return try JSONDecoder().decode([Location].self, from: data)
    })
}

extension DependencyValues {
  var weatherClient: WeatherClient {
    get { self[WeatherClient.self] }
    set { self[WeatherClient.self] = newValue }
  }
}
