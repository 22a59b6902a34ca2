import Foundation

struct TodoItem: Codable, Equatable {
  var id = UUID()
  var title: String
  var done = false
  var created = Date()
}
