/// One row of the contact list, ready to draw: what the presenter gives the view.
struct ContactDisplayItem: Equatable, Sendable {
  /// The text of the row.
  var name: String
}
