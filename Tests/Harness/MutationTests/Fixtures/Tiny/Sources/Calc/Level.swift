/// Excluded: raw values are compile-time constants.
public enum Level: Int, Sendable {
  case low = 1
  case high = 2
}
