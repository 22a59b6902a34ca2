import Testing

@testable import TestRuns

@Suite("Counting the case book's cases in a run")
struct CaseBookTallyTests {
  /// A parameterized test of `id`'s target, its cases named and passed or not.
  func test(_ id: String, _ cases: [(String, Bool)]) -> TestResult {
    var test = TestResult(id: id, name: "f(_:)", displayName: nil, isParameterized: true)
    test.cases = cases.map { TestCaseResult(displayName: $0.0, passed: $0.1) }
    test.status = cases.allSatisfy(\.1) ? .passed : .failed
    return test
  }

  var acceptance: TestRun {
    var run = TestRun()
    run.tests = [
      test(
        "AcceptanceTests.CaseBookAcceptanceTests/order(_:_:)/A.swift:1:1",
        [("mvc, order.one", true), ("mvp, order.one", true), ("mvc, order.two", false)]),
      test("AcceptanceTests.OtherTests/f(_:_:)/B.swift:1:1", [("mvc, not.a.case", true)]),
    ]
    return run
  }

  @Test("The book is every case id the acceptance suite's case-book suite ran, passed or not")
  func book() {
    #expect(CaseBookTally.bookIDs(acceptance: acceptance) == ["order.one", "order.two"])
  }

  @Test("A target ran the cases of its own passed one-argument test cases, and nothing else")
  func casesRun() {
    var unit = TestRun()
    unit.tests = [
      test("MVCTests.Book/order(_:)/A.swift:1:1", [("order.one", true), ("order.two", false)]),
      test("MVPTests.Book/order(_:)/A.swift:1:1", [("order.one", true), ("order.two", true)]),
      test("MVCTestsExtra.Book/order(_:)/A.swift:1:1", [("order.two", true)]),
      test("MVCTests.Other/f(_:)/A.swift:1:1", [("not.a.case", true)]),
    ]
    let book: Set<String> = ["order.one", "order.two"]
    #expect(CaseBookTally.casesRun(in: unit, target: "MVCTests", book: book) == ["order.one"])
    #expect(CaseBookTally.casesRun(in: unit, target: "MVPTests", book: book) == book)
    #expect(CaseBookTally.casesRun(in: unit, target: "VIPERTests", book: book).isEmpty)
  }

  @Test(
    "Each timing round starts with another target",
    arguments: [(0, "abc"), (1, "bca"), (2, "cab"), (4, "bca")])
  func rotation(round: Int, expected: String) {
    #expect(UnitTestTimer.rotated(["a", "b", "c"], by: round).joined() == expected)
  }
}
