import Foundation

/// What a SQLite `-wal` file holds, read the way SQLite's recovery reads it:
/// frames count while their salts are the header's and their running
/// checksum matches; the transactions up to the last valid commit frame are
/// committed, anything after it is discarded when the database is next opened.
package struct WalFile: CustomStringConvertible {
  /// The file's size in bytes (0 if there is none).
  package var size = 0
  /// Whether its 32-byte header is whole and its checksum right.
  package var hasValidHeader = false
  /// Frames valid from the start.
  package var validFrames = 0
  /// Of those, the frames up to and including the last commit frame.
  package var committedFrames = 0
  /// Bytes after the last valid frame: a frame cut short (or stale bytes of an earlier use of the file).
  package var bytesAfterValidFrames = 0

  /// Valid frames after the last commit frame: written by a transaction that never committed.
  package var uncommittedFrames: Int { validFrames - committedFrames }

  package var description: String {
    guard size > 0 else { return "no -wal" }
    guard hasValidHeader else { return "-wal of \(size) bytes without a valid header" }
    return "-wal of \(size) bytes: \(committedFrames) committed frames, \(uncommittedFrames) valid frames "
      + "after the last commit, \(bytesAfterValidFrames) bytes after the last valid frame"
  }

  /// Reads the `-wal` at `path`.
  package init(path: String) {
    guard let data = FileManager.default.contents(atPath: path) else { return }
    let bytes = [UInt8](data)
    size = bytes.count
    guard bytes.count >= 32 else {
      bytesAfterValidFrames = bytes.count
      return
    }
    let magic = bytes.bigEndianNumber(at: 0)
    let pageSize = Int(bytes.bigEndianNumber(at: 8))
    guard magic & 0xFFFF_FFFE == 0x377F_0682, (512...65536).contains(pageSize), pageSize & (pageSize - 1) == 0
    else {
      bytesAfterValidFrames = bytes.count
      return
    }
    let bigEndianWords = magic & 1 == 1
    var sums = Self.checksum(bytes[0..<24], bigEndian: bigEndianWords, from: (0, 0))
    guard sums == (bytes.bigEndianNumber(at: 24), bytes.bigEndianNumber(at: 28)) else {
      bytesAfterValidFrames = bytes.count
      return
    }
    hasValidHeader = true
    let salts = (bytes.bigEndianNumber(at: 16), bytes.bigEndianNumber(at: 20))
    let page = pageSize
    var offset = 32
    while offset + 24 + page <= bytes.count {
      let frame = offset
      guard bytes.bigEndianNumber(at: frame) != 0,
        (bytes.bigEndianNumber(at: frame + 8), bytes.bigEndianNumber(at: frame + 12)) == salts
      else { break }
      let next = Self.checksum(
        bytes[(frame + 24)..<(frame + 24 + page)], bigEndian: bigEndianWords,
        from: Self.checksum(bytes[frame..<(frame + 8)], bigEndian: bigEndianWords, from: sums))
      guard next == (bytes.bigEndianNumber(at: frame + 16), bytes.bigEndianNumber(at: frame + 20)) else {
        break
      }
      sums = next
      validFrames += 1
      if bytes.bigEndianNumber(at: frame + 4) != 0 { committedFrames = validFrames }
      offset += 24 + page
    }
    bytesAfterValidFrames = bytes.count - offset
  }

  /// SQLite's WAL checksum (`walChecksumBytes`) of `bytes`, continuing from
  /// `sums`: the bytes read as 32-bit words, big- or little-endian as the magic number says.
  private static func checksum(
    _ bytes: ArraySlice<UInt8>, bigEndian: Bool, from sums: (UInt32, UInt32)
  ) -> (UInt32, UInt32) {
    var (first, second) = sums
    bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset + 8 <= buffer.count {
        let one = buffer.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
        let two = buffer.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self)
        first &+= (bigEndian ? UInt32(bigEndian: one) : UInt32(littleEndian: one)) &+ second
        second &+= (bigEndian ? UInt32(bigEndian: two) : UInt32(littleEndian: two)) &+ first
        offset += 8
      }
    }
    return (first, second)
  }
}
