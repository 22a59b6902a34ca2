/// SplitMix64 (Steele, Lea and Flood): a small deterministic generator, so
/// that the same seed gives the same inputs on every machine and every run.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// A generator started from `seed`.
  public init(seed: UInt64) { state = seed }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `range`, by modulo (the tiny bias does not matter here, stability does).
  public mutating func int(in range: ClosedRange<Int>) -> Int {
    range.lowerBound + Int(next() % UInt64(range.upperBound - range.lowerBound + 1))
  }

  /// `true` with probability `percent` / 100.
  public mutating func chance(_ percent: Int) -> Bool { int(in: 1...100) <= percent }

  /// One of `values`.
  public mutating func pick<T>(_ values: [T]) -> T { values[int(in: 0...(values.count - 1))] }
}
