/// How many contacts and to-do items a database holds.
struct RowCounts: Equatable, Sendable, CustomStringConvertible {
  var contacts: Int
  var items: Int

  var description: String { "\(contacts) contacts and \(items) items" }
}
