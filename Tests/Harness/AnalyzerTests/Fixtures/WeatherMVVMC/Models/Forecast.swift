struct Forecast: Codable, Equatable {
  var temperature: Double
  var condition: String
}
