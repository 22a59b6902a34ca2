/// What the doubles of one test were asked, in order, to check the order of
/// a view model's calls across its collaborators.
@MainActor
final class EventLog {
  /// The events, oldest first.
  private(set) var events: [String] = []

  /// Records `event`.
  func record(_ event: String) {
    events.append(event)
  }
}
