struct City: Codable, Equatable {
  var id: Int
  var name: String
}
