import Foundation

struct Recipe: Identifiable, Codable, Hashable {
  var id: UUID
  var name: String
  var minutes: Int
  var ingredients: [String]
  var isFavorite = false
}
