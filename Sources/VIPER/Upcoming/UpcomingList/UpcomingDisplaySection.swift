/// One titled section of the Upcoming list, ready to draw.
struct UpcomingDisplaySection: Equatable, Sendable {
  /// The section header.
  var name: String
  /// The rows, in order.
  var items: [UpcomingDisplayItem]
}
