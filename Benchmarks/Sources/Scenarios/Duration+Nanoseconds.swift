extension Duration {
  /// The duration in whole nanoseconds.
  var nanoseconds: Int {
    Int(components.seconds) * 1_000_000_000 + Int(components.attoseconds / 1_000_000_000)
  }
}
