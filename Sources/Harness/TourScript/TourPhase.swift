/// How far one run of a tour step goes: to the action's starting screen, or
/// through the action too. The action's lines are those the second ran more
/// often than the first.
public enum TourPhase: String, CaseIterable, Sendable, Codable {
  /// Launch and reach the starting screen, then stop.
  case start
  /// Launch, reach the starting screen, then perform the action.
  case action
}
