/// Removed calls: `addTwice` calls `add` twice, and the tests count.
public struct Tally: Sendable {
  /// The count so far.
  public private(set) var total = 0

  /// Starts at zero.
  public init() {}

  /// Adds one.
  public mutating func add() {
    total += 1
  }

  /// Adds two.
  public mutating func addTwice() {
    add()
    add()
  }
}
