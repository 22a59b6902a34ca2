/// The run as the records read so far describe it.
struct ReaderState {
  private(set) var run = TestRun()
  private var index: [String: Int] = [:]
  /// The cases started and not yet ended, by test position and case name: whether
  /// a failing issue was recorded in them.
  private var openCases: [CaseKey: Bool] = [:]

  private struct CaseKey: Hashable {
    var position: Int
    var displayName: String
  }

  mutating func apply(_ record: EventStreamRecord) {
    if let test = record.test, test.kind == "function", index[test.id] == nil {
      index[test.id] = run.tests.count
      run.tests.append(
        TestResult(
          id: test.id, name: test.name, displayName: test.displayName,
          isParameterized: test.isParameterized ?? false))
    }
    if let event = record.event { apply(event) }
  }

  private mutating func apply(_ event: EventStreamRecord.Event) {
    let position = event.testID.flatMap { index[$0] }
    switch event.kind {
    case "runStarted": run.startedAt = event.instant?.absolute
    case "runEnded":
      run.finished = true
      run.endedAt = event.instant?.absolute
    case "testStarted": update(position) { $0.status = .didNotFinish }
    case "testSkipped":
      update(position) { test in
        test.status = .skipped
        test.skipReason = event.comments?.first
      }
    case "testCaseStarted":
      if let position, let testCase = event.testCase {
        openCases[CaseKey(position: position, displayName: testCase.displayName)] = false
      }
    case "testCaseEnded":
      if let position, let testCase = event.testCase {
        let key = CaseKey(position: position, displayName: testCase.displayName)
        let failed = openCases.removeValue(forKey: key) ?? false
        run.tests[position].cases.append(TestCaseResult(displayName: testCase.displayName, passed: !failed))
      }
    case "issueRecorded":
      let issue = issue(event, labels: position.map { run.tests[$0].argumentLabels })
      if let position, let testCase = event.testCase, !issue.isKnown {
        openCases[CaseKey(position: position, displayName: testCase.displayName)] = true
      }
      record(issue, at: position)
    case "testEnded":
      update(position) { test in
        test.status = test.failingIssues.isEmpty ? .passed : .failed
      }
    default: break
    }
  }

  private mutating func record(_ issue: TestIssue, at position: Int?) {
    guard let position else {
      run.unattributedIssues.append(issue)
      return
    }
    run.tests[position].issues.append(issue)
  }

  private mutating func update(_ position: Int?, _ change: (inout TestResult) -> Void) {
    guard let position else { return }
    change(&run.tests[position])
  }

  private func issue(_ event: EventStreamRecord.Event, labels: [String]?) -> TestIssue {
    let failure = event.messages.first { $0.symbol != "details" } ?? event.messages.first
    let details = event.messages.filter { $0.symbol == "details" }.map(\.text)
    return TestIssue(
      message: failure?.text ?? "an issue was recorded", details: details,
      location: event.issue?.sourceLocation.map {
        SourceLocation(fileID: $0.fileID, line: $0.line, column: $0.column)
      },
      isKnown: event.issue?.isKnown ?? false,
      arguments: event.testCase.map { TestCaseArguments(displayName: $0.displayName, labels: labels ?? []) })
  }
}
