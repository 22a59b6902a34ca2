import ReliabilitySupport

/// What a kill left, as measured: the child's writes up to the kill, the
/// `-wal` on disk, and the rows after the next open.
struct KillEvidence {
  /// Whether the child was stopped at the planned write and killed there.
  var killedThere = false
  /// The planned transaction as the child wrote it up to the kill.
  var written = WalWriteTracker.Transaction()
  /// The `-wal` right after the kill, before anything opened the file.
  var wal = WalFile(path: "")
  /// The rows committed when the transaction started (from the survey), and once committed.
  var before = RowCounts(contacts: 0, items: 0)
  var after = RowCounts(contacts: 0, items: 0)
  /// The rows found after the next open.
  var found = RowCounts(contacts: 0, items: 0)

  /// The kill landed inside the transaction's write: the child had written
  /// some of it (whole frames, or the commit frame's header) and not its
  /// commit frame; the `-wal` holds exactly that after the last commit; the
  /// next open found the rows of before the transaction.
  var landedInside: Bool {
    let writtenBytes = written.completeFrames + (written.commitHeaderWritten ? 1 : 0)
    return killedThere && !written.committed && writtenBytes > 0
      && wal.uncommittedFrames == written.completeFrames
      && wal.bytesAfterValidFrames == (written.commitHeaderWritten ? 24 : 0) && found == before
  }

  /// The kill landed right after the commit frame reached the file, before the
  /// write returned: the `-wal` holds it committed, and the next open found the
  /// transaction's rows.
  var landedAfterCommitFrame: Bool {
    killedThere && written.committed && wal.uncommittedFrames == 0 && wal.bytesAfterValidFrames == 0
      && found == after
  }

  var description: String {
    "child killed at the planned write: \(killedThere); it had written \(written.completeFrames) whole frames of "
      + "the transaction, its commit frame's header: \(written.commitHeaderWritten), its commit frame: "
      + "\(written.committed); \(wal); rows before the transaction: \(before), after: \(after), found: \(found)"
  }
}
