extension Array where Element == Double {
  /// The middle value once sorted (the upper one of an even count); 0 when empty.
  var median: Double {
    isEmpty ? 0 : sorted()[count / 2]
  }
}
