import Testing

@testable import HarnessSupport

/// Intervals of proportions and of their difference, checked against Newcombe's published examples.
@Suite("Proportions and their difference")
struct ProportionTests {
  @Test("Wilson's interval of 81 of 263 is 0.2553–0.3662 (Newcombe 1998, interval of a single proportion)")
  func wilson() throws {
    let interval = try #require(Statistics.wilsonInterval(successes: 81, trials: 263))
    #expect(abs(interval.low - 0.2553) < 0.0001)
    #expect(abs(interval.high - 0.3662) < 0.0001)
  }

  @Test("The difference of 56/70 and 48/80 is 0.2000, 0.0524–0.3339 by Newcombe's method 10")
  func newcombe() throws {
    let result = try #require(Statistics.proportionDifference((56, 70), (48, 80)))
    #expect(abs(result.difference - 0.2) < 1e-9)
    #expect(abs(result.low - 0.0524) < 0.0001)
    #expect(abs(result.high - 0.3339) < 0.0001)
  }

  @Test("No trial, no interval; all or none stays within 0…1")
  func edges() throws {
    #expect(Statistics.wilsonInterval(successes: 0, trials: 0) == nil)
    let all = try #require(Statistics.wilsonInterval(successes: 10, trials: 10))
    #expect(all.high == 1 && all.low < 1 && all.low > 0.6)
  }
}
