/// How far the mutant runs are: what the progress line says.
public struct MutationProgress: Sendable, Hashable {
  /// Mutant runs finished (one per mutant and suite).
  public var done: Int
  /// Mutant runs in all.
  public var total: Int
  /// Runs that killed their mutant so far.
  public var killed: Int
  /// Runs their mutant survived so far.
  public var survived: Int
  /// Runs that timed out so far.
  public var timedOut: Int
  /// Seconds since the runs started.
  public var elapsed: Double

  /// Creates a progress report.
  public init(done: Int, total: Int, killed: Int, survived: Int, timedOut: Int, elapsed: Double) {
    self.done = done
    self.total = total
    self.killed = killed
    self.survived = survived
    self.timedOut = timedOut
    self.elapsed = elapsed
  }

  /// Seconds left at the pace so far, or `nil` before the first run ends.
  public var remaining: Double? {
    done == 0 ? nil : elapsed / Double(done) * Double(total - done)
  }

  /// `mutants 120/800 · killed 90 · survived 25 · timeout 5 · 1 min 40 s elapsed, about 9 min left`.
  public var line: String {
    let left = remaining.map { ", about \(Self.duration($0)) left" } ?? ""
    return
      "mutants \(done)/\(total) · killed \(killed) · survived \(survived) · timeout \(timedOut) · "
      + "\(Self.duration(elapsed)) elapsed\(left)"
  }

  /// `42 s`, `3 min 5 s`.
  static func duration(_ seconds: Double) -> String {
    let whole = Int(seconds.rounded())
    return whole < 60 ? "\(whole) s" : "\(whole / 60) min \(whole % 60) s"
  }
}
