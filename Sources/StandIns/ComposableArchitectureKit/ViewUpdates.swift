import ComposableArchitecture

/// The view updates that observation asks for, run once the store has put its
/// new state in place: what the main run loop does for a UIKit screen that
/// observes the Composable Architecture's store (its `observe` runs the update
/// on the main queue, after the action), in a toolkit that has no run loop.
///
/// While a store reduces actions, updates wait; when the last action of the
/// turn is reduced and the new state is in place, they run, in the order they
/// were asked for, each once. Outside a store's turn an update runs at once.
@MainActor
public enum ViewUpdates {
  private static var waiting: [@MainActor () -> Void] = []
  private static var holds = 0
  private static var isRunning = false

  /// Runs `update` now, or at the end of the store's turn if one is under way.
  public static func schedule(_ update: @escaping @MainActor () -> Void) {
    waiting.append(update)
    if holds == 0 { runWaiting() }
  }

  /// Runs `turn` (a store reducing actions) with updates held back, then runs them.
  public static func holding(_ turn: () -> Void) {
    holds += 1
    turn()
    holds -= 1
    if holds == 0 { runWaiting() }
  }

  /// Runs the waiting updates, and those they cause, until none is left.
  private static func runWaiting() {
    guard !isRunning else { return }
    isRunning = true
    defer { isRunning = false }
    while !waiting.isEmpty {
      waiting.removeFirst()()
    }
  }
}
