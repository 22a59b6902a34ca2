extension Statistics {
  /// The Wilson score interval of a proportion, `successes` of `trials`, at the normal quantile
  /// `z` (1.96 for 95 %): `nil` when there is no trial. Unlike the normal approximation it stays
  /// within 0…1 and is usable near 0 and 1, where mutation scores sit.
  public static func wilsonInterval(successes: Int, trials: Int, z: Double = 1.96) -> (
    low: Double, high: Double
  )? {
    guard trials > 0, successes >= 0, successes <= trials else { return nil }
    let n = Double(trials)
    let p = Double(successes) / n
    let z2 = z * z
    let centre = (p + z2 / (2 * n)) / (1 + z2 / n)
    let half = z / (1 + z2 / n) * (p * (1 - p) / n + z2 / (4 * n * n)).squareRoot()
    return (max(0, centre - half), min(1, centre + half))
  }

  /// The difference of two independent proportions, `a` − `b`, with its interval by
  /// Newcombe's hybrid score method (his method 10, from each proportion's Wilson interval):
  /// `nil` when either has no trial.
  public static func proportionDifference(
    _ a: (successes: Int, trials: Int), _ b: (successes: Int, trials: Int), z: Double = 1.96
  ) -> (difference: Double, low: Double, high: Double)? {
    guard let first = wilsonInterval(successes: a.successes, trials: a.trials, z: z),
      let second = wilsonInterval(successes: b.successes, trials: b.trials, z: z)
    else { return nil }
    let p1 = Double(a.successes) / Double(a.trials)
    let p2 = Double(b.successes) / Double(b.trials)
    let difference = p1 - p2
    let below = ((p1 - first.low) * (p1 - first.low) + (second.high - p2) * (second.high - p2)).squareRoot()
    let above = ((first.high - p1) * (first.high - p1) + (p2 - second.low) * (p2 - second.low)).squareRoot()
    return (difference, difference - below, difference + above)
  }
}
