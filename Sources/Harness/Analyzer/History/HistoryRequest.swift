import Foundation

/// How `--history` samples the commits: every N commits or the last commit of each month,
/// from `--since` on.
public struct HistoryRequest: Sendable, Equatable {
  /// How commits are picked.
  public enum Sampling: Sendable, Equatable {
    /// Every N-th commit of the first-parent history, the newest always included.
    case every(Int)
    /// The last commit of each calendar month (UTC), the newest always included.
    case monthly
  }

  /// How commits are picked.
  public var sampling: Sampling
  /// Commits before this date are left out (`git rev-list --since`), as given (`2023-01-01`).
  public var since: String?

  /// Creates a request.
  public init(sampling: Sampling, since: String? = nil) {
    self.sampling = sampling
    self.since = since
  }
}
