/// Which cases of the case book a run ran, read from the names Swift Testing
/// gives parameterized test cases (each case shows as its id).
///
/// The book's cases are those the acceptance suite ran: its case-book suite
/// runs every family against every architecture, each test case showing as
/// `mvc, contacts.order.full-name`. A unit-test target ran a case when one of
/// its parameterized tests has a passed case whose one argument is that id.
public enum CaseBookTally {
  /// The suite of the acceptance suite that runs the whole book.
  public static let acceptanceSuite = "AcceptanceTests.CaseBookAcceptanceTests/"

  /// Every case id the acceptance suite's case-book suite ran (passed or not).
  public static func bookIDs(acceptance run: TestRun) -> Set<String> {
    var ids: Set<String> = []
    for test in run.tests where test.id.hasPrefix(acceptanceSuite) && test.isParameterized {
      for testCase in test.cases {
        let values = TestCaseArguments.split(testCase.displayName)
        if values.count == 2 { ids.insert(values[1]) }
      }
    }
    return ids
  }

  /// The ids of `book` that a passed one-argument case of a test in `target` ran.
  public static func casesRun(in run: TestRun, target: String, book: Set<String>) -> Set<String> {
    var ran: Set<String> = []
    for test in run.tests where test.id.hasPrefix(target + ".") && test.isParameterized {
      for name in test.passedCases where book.contains(name) { ran.insert(name) }
    }
    return ran
  }
}
