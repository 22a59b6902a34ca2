/// Rules written so that each kind of mutant outcome shows up once.
public enum Rules {
  /// Killed: the tests try both sides of 18.
  public static func isAdult(_ age: Int) -> Bool {
    age >= 18
  }

  /// Survived in the unit tests, which only try 5 and 500; the acceptance test tries 101.
  public static func isLarge(_ value: Int) -> Bool {
    value > 100
  }

  /// Timeout: with the step mutated to 0, the loop never ends.
  public static func countdown(from start: Int) -> Int {
    var count = start
    var steps = 0
    while count > 0 {
      count -= 1
      steps += 1
    }
    return steps
  }

  /// Unviable: 255 + 1 does not fit in a byte.
  public static let largestByte: UInt8 = 255

  /// Not covered: no test calls it.
  public static func neverCalled() -> Bool {
    true
  }

  /// Excluded: a `case` pattern cannot be switched at run time.
  public static func name(of number: Int) -> String {
    switch number {
    case 0: "zero"
    default: "many"
    }
  }
}
