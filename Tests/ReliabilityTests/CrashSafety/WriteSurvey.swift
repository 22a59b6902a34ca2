/// What a traced run of the same command, not killed, wrote: each
/// transaction's frames and the rows committed before and after it, and the
/// rows at the end. Runs on copies of one file are deterministic, so this is
/// what a killed run writes up to its kill.
struct WriteSurvey {
  /// One transaction of the run.
  struct Transaction {
    /// Its frames in the `-wal`.
    var frames: Int
    /// The rows committed when it started writing.
    var before: RowCounts
    /// The rows committed once it did.
    var after: RowCounts
  }

  /// Every transaction, in order.
  var transactions: [Transaction]
  /// Every row, once the run ended.
  var rows: DatabaseRows

  /// The first transaction that took the rows from `before` to `after`.
  func transaction(from before: RowCounts, to after: RowCounts) -> Int? {
    transactions.firstIndex { $0.before == before && $0.after == after }
  }

  /// Every transaction in words, for a failure message.
  var summary: String {
    transactions.map { "\($0.frames) frames, \($0.before) → \($0.after)" }.joined(separator: "; ")
  }
}
