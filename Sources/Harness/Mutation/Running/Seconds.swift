/// Durations as seconds, the unit the results are written in.
enum Seconds {
  /// `duration` in seconds.
  static func of(_ duration: Duration) -> Double {
    let parts = duration.components
    return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
  }

  /// Seconds since `start`.
  static func since(_ start: ContinuousClock.Instant) -> Double {
    of(ContinuousClock.now - start)
  }
}
