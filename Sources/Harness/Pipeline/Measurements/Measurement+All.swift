extension Measurement {
  /// Every registered measurement, in the order the report runs them (after the size, the
  /// coverage runs, the case book, mutation testing and the reliability checks, which each
  /// architecture's metrics hold).
  static let all: [Measurement] = [.tour, .benchmarks, .costOfChange, .growth, .grownApp]
}
