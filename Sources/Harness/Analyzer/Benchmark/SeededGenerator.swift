/// A deterministic source of numbers (SplitMix64): the same seed gives the same synthetic
/// app on every machine and toolchain, because its draws do not go through the standard
/// library's `random(in:)`, whose algorithm may change.
struct SeededGenerator: Sendable {
  private var state: UInt64

  /// A generator starting from `seed`.
  init(seed: UInt64) { state = seed }

  /// The next 64 random bits.
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }

  /// A number in `range`.
  mutating func int(_ range: ClosedRange<Int>) -> Int {
    range.lowerBound + Int(next() % UInt64(range.upperBound - range.lowerBound + 1))
  }

  /// Whether an event of probability `percent` % happens.
  mutating func chance(_ percent: Int) -> Bool { int(1...100) <= percent }

  /// One of `choices`.
  mutating func pick<Element>(_ choices: [Element]) -> Element { choices[int(0...choices.count - 1)] }
}
