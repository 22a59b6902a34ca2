import Testing

@testable import Claims

/// The margins of `Docs/Claims.md`'s comparison table, pinned at the margin, just inside and just outside.
@Suite("Margins of the comparison table")
struct MarginTests {
  @Test(
    "Each kind of figure is lower or higher only beyond its margin",
    arguments: [
      // sizes: ratio 0.90 / 1.10
      (FigureKind.size, 90.0, 100.0, Direction?.none), (.size, 91, 100, nil), (.size, 89, 100, .lower),
      (.size, 110, 100, nil), (.size, 109, 100, nil), (.size, 111, 100, .higher),
      (.size, 0, 0, nil), (.size, 1, 0, .higher),
      // shares: 10 points
      (.share, 40, 50, nil), (.share, 41, 50, nil), (.share, 39, 50, .lower),
      (.share, 60, 50, nil), (.share, 59, 50, nil), (.share, 61, 50, .higher),
      // coverage and mutation scores: 5 points
      (.score, 45, 50, nil), (.score, 46, 50, nil), (.score, 44, 50, .lower),
      (.score, 55, 50, nil), (.score, 54, 50, nil), (.score, 56, 50, .higher),
      // mean complexity: ratio 0.90 / 1.10
      (.meanComplexity, 1.8, 2, nil), (.meanComplexity, 1.85, 2, nil), (.meanComplexity, 1.75, 2, .lower),
      (.meanComplexity, 2.2, 2, nil), (.meanComplexity, 2.15, 2, nil), (.meanComplexity, 2.25, 2, .higher),
      // 90th-percentile complexity: one step
      (.p90Complexity, 4, 5, .lower), (.p90Complexity, 5, 5, nil), (.p90Complexity, 6, 5, .higher),
      // case-book cases run: any difference
      (.casesRun, 39, 40, .lower), (.casesRun, 40, 40, nil), (.casesRun, 41, 40, .higher),
    ])
  func margin(kind: FigureKind, a: Double, b: Double, expected: Direction?) {
    #expect(kind.compare(a, b) == expected)
  }

  @Test(
    "The dominance rule: some for and none against supports, some against and none for contradicts, else inconclusive",
    arguments: [
      ([Leaning.forClaim], ClaimOutcome.supported), ([.forClaim, .withinMargin], .supported),
      ([.against], .contradicted), ([.against, .withinMargin, .withinMargin], .contradicted),
      ([.withinMargin, .withinMargin], .inconclusive), ([.forClaim, .against], .inconclusive),
      ([.forClaim, .against, .withinMargin], .inconclusive),
    ])
  func dominance(leanings: [Leaning], expected: ClaimOutcome) {
    #expect(DominanceRule.weigh(leanings) == expected)
  }
}
