/// What a test's observers were told, in order.
@MainActor
final class EventLog {
  /// The events, oldest first.
  private(set) var events: [String] = []

  /// Records `event`.
  func record(_ event: String) {
    events.append(event)
  }
}
