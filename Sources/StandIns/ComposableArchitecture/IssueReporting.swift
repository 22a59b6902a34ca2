/// Where ``reportIssue(_:)`` sends what went wrong, as swift-issue-reporting's
/// reporters: in the app, an assertion (debug builds stop; release builds go
/// on); a test store records a test issue instead.
public enum IssueReporting {
  /// The reporter of the code running now.
  @TaskLocal public static var reporter: @Sendable (String) -> Void = { message in
    assertionFailure(message)
  }
}

/// Reports a programming error that need not stop the app, as
/// swift-issue-reporting's `reportIssue`: a dependency's endpoint called where
/// nothing implemented it.
public func reportIssue(_ message: String) {
  IssueReporting.reporter(message)
}
