import Foundation

struct Note: Codable, Equatable {
  var id = UUID()
  var title: String
  var body: String
  var modified = Date()
}
