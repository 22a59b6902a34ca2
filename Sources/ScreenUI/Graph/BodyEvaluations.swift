/// How many bodies the toolkit evaluated: per view type, and the rows of lists built.
/// Every graph counts into ``BodyEvaluations/shared``; reset it before an action and read
/// it after to count what the action evaluated.
@MainActor
public final class BodyEvaluations {
  /// The counts of every graph in this process.
  public static let shared = BodyEvaluations()

  /// Bodies evaluated, by the view's type name.
  public var byView: [String: Int] {
    Dictionary(counts.map { ($0.key.description, $0.value) }, uniquingKeysWith: +)
  }
  /// Bodies evaluated, by the view's type (named only when read).
  private var counts: [ViewType: Int] = [:]
  /// Rows of lists built (a row's content evaluated).
  public private(set) var rows = 0

  /// Every body evaluated, rows included.
  public var total: Int { byView.values.reduce(0, +) + rows }

  /// Starts counting from zero.
  public func reset() {
    counts = [:]
    rows = 0
  }

  func recordBody(_ type: ViewType) {
    counts[type, default: 0] += 1
  }

  func recordRow() {
    rows += 1
  }
}
