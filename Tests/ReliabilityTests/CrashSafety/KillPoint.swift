import ReliabilitySupport

/// Where, in one transaction's writes to the `-wal`, the child is killed.
enum KillPoint: Sendable, Equatable, CustomStringConvertible {
  /// Before the header of its frame number `frames` (0-based): that many frames are in the file, whole.
  case afterFrames(Int)
  /// Between the commit frame's header and its page: the header is in the file, the page is not.
  case tornCommitFrame
  /// Right after the commit frame's page is written, before the write returns to the app.
  case afterCommitFrame

  var description: String {
    switch self {
    case .afterFrames(let frames): "after \(frames) whole frame\(frames == 1 ? "" : "s")"
    case .tornCommitFrame: "between the commit frame's header and its page"
    case .afterCommitFrame: "right after the commit frame was written"
    }
  }

  /// Whether the transaction is committed once the child is killed here.
  var commits: Bool { self == .afterCommitFrame }

  /// Whether `step` of the traced writes is this point in transaction `target`.
  func isDue(_ step: WalWriteTracker.Step, transaction target: Int) -> Bool {
    switch (self, step) {
    case (.afterFrames(let frames), .headerStarts(let transaction, let frame, _)):
      transaction == target && frame == frames
    case (.tornCommitFrame, .pageStarts(let transaction, _, let isCommit)):
      transaction == target && isCommit
    case (.afterCommitFrame, .pageWritten(let transaction, _, let isCommit)):
      transaction == target && isCommit
    default: false
    }
  }
}
