/// Follows a child's writes to a SQLite `-wal` file, frame by frame: which
/// transaction each frame belongs to, how much of it is written, and whether
/// its commit frame is.
///
/// SQLite appends a transaction to the `-wal` as frames: a 24-byte header
/// (page number; for the last frame, the commit frame, the database size in
/// pages; salts; checksums) written by one `pwrite64`, then the page by
/// another. A transaction is committed once its commit frame is in the file.
package struct WalWriteTracker {
  /// One transaction's frames, as written so far.
  package struct Transaction {
    /// The page of each frame whose header was written or is being written.
    package var pages: [UInt32] = []
    /// Frames whose header and page are both written.
    package var completeFrames = 0
    /// Whether the commit frame's header is written.
    package var commitHeaderWritten = false
    /// Whether the commit frame is written whole: the transaction is committed.
    package var committed = false
    /// Where its first frame starts in the file.
    package var firstFrameOffset = 0

    /// A transaction with nothing written yet, its first frame at `firstFrameOffset`.
    package init(firstFrameOffset: Int = 0) {
      self.firstFrameOffset = firstFrameOffset
    }
  }

  /// Where a write stands in the transaction it belongs to.
  package enum Step: Equatable {
    /// The header of frame `frame` (0-based) of transaction `transaction` is about to be written.
    case headerStarts(transaction: Int, frame: Int, isCommit: Bool)
    /// Its page is about to be written, its header being in the file.
    case pageStarts(transaction: Int, frame: Int, isCommit: Bool)
    /// Its page is written.
    case pageWritten(transaction: Int, frame: Int, isCommit: Bool)
    /// Another write: the file's header, or the end of a header's write.
    case other
  }

  /// The database's page size.
  package let pageSize: Int
  /// Every transaction seen, in order.
  package private(set) var transactions: [Transaction] = []
  /// The size of the file after the last write seen.
  package private(set) var fileSize = 0
  private var frameHeader: (page: UInt32, commit: UInt32)?

  package init(pageSize: Int) { self.pageSize = pageSize }

  /// The transaction being written, if one is.
  package var inFlight: Int? {
    transactions.last.map { $0.committed ? nil : transactions.count - 1 } ?? nil
  }

  /// Takes in `write` and says where it stands.
  package mutating func follow(_ write: FileWrite) -> Step {
    let frameSize = 24 + pageSize
    if case .exit(let result) = write.phase, result > 0 {
      fileSize = max(fileSize, write.offset + result)
    }
    if write.count == 24, write.offset >= 32, (write.offset - 32) % frameSize == 0 {
      guard write.head.count == 24 else { return .other }
      let page = write.head.bigEndianNumber(at: 0)
      let commit = write.head.bigEndianNumber(at: 4)
      if write.phase == .entry {
        frameHeader = (page, commit)
        if inFlight == nil { transactions.append(Transaction(firstFrameOffset: write.offset)) }
        let index = transactions.count - 1
        transactions[index].pages.append(page)
        return .headerStarts(
          transaction: index, frame: transactions[index].pages.count - 1, isCommit: commit != 0)
      }
      if commit != 0, let index = inFlight { transactions[index].commitHeaderWritten = true }
      return .other
    }
    if write.count == pageSize, write.offset >= 56, (write.offset - 56) % frameSize == 0,
      let header = frameHeader, let index = inFlight
    {
      let frame = transactions[index].pages.count - 1
      let isCommit = header.commit != 0
      guard case .exit = write.phase else {
        return .pageStarts(transaction: index, frame: frame, isCommit: isCommit)
      }
      transactions[index].completeFrames += 1
      if isCommit { transactions[index].committed = true }
      frameHeader = nil
      return .pageWritten(transaction: index, frame: frame, isCommit: isCommit)
    }
    return .other
  }
}
