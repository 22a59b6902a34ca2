extension Array where Element == UInt8 {
  /// The big-endian 32-bit number at `offset`, as SQLite writes the numbers
  /// of its file and `-wal` headers.
  package func bigEndianNumber(at offset: Int) -> UInt32 {
    self[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
  }
}
