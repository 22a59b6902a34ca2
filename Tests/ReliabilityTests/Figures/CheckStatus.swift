/// How a check ended, as its file says (`status`).
enum CheckStatus: String, Sendable {
  /// Every case it tried passed.
  case passed
  /// At least one case failed, or it stopped before recording its figures.
  case failed
  /// It did not run: `reason` says why.
  case skipped
}
