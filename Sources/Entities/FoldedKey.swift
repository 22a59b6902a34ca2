import Foundation

/// A text's place in a case- and diacritic-insensitive order, computed once
/// and compared fast.
///
/// ``folded`` is, scalar for scalar, what Foundation's
/// `folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)`
/// gives (`Émile` → `emile`, `Straße` → `strasse`), and keys compare with `<`
/// and `==` exactly as those folded strings do. Only the cost differs:
///
/// - Folding: an ASCII text is lowercased byte by byte; any other text is
///   folded one grapheme cluster (`Character`) at a time, each distinct
///   cluster asked of Foundation once and remembered (see `ClusterFoldCache`).
///   O(n) in the text's length, with no call into Foundation once a name's
///   letters have been seen.
/// - Comparing: `String` compares through Unicode normalization. When both
///   folded texts are made only of scalars that are in NFC on their own and
///   can never combine with what precedes them (starters that no canonical
///   composition takes as its second element — ASCII, most letters of most
///   scripts, Hangul syllables, CJK), both are in NFC, so their UTF-8 bytes
///   are in the order `String` gives and are compared with `memcmp`. Any other
///   pair (combining marks, conjoining jamo…) is compared as `String`s.
public struct FoldedKey: Sendable, Comparable {
  /// The text folded for case and diacritics, as Foundation folds it.
  public let folded: String
  /// Whether ``folded`` is in NFC and made of scalars that cannot combine
  /// with a preceding one, so that its UTF-8 bytes sort as the `String` does.
  @usableFromInline let isBytewiseOrdered: Bool

  /// The key of `text`.
  public init(_ text: String) {
    if let ascii = Self.asciiFolded(text) {
      folded = ascii
      isBytewiseOrdered = true
    } else {
      (folded, isBytewiseOrdered) = ClusterFoldCache.shared.fold(text)
    }
  }

  @inlinable
  public static func == (lhs: FoldedKey, rhs: FoldedKey) -> Bool {
    guard lhs.isBytewiseOrdered, rhs.isBytewiseOrdered else { return lhs.folded == rhs.folded }
    return lhs.folded.utf8.count == rhs.folded.utf8.count && byteOrder(lhs.folded, rhs.folded) == 0
  }

  @inlinable
  public static func < (lhs: FoldedKey, rhs: FoldedKey) -> Bool {
    guard lhs.isBytewiseOrdered, rhs.isBytewiseOrdered else { return lhs.folded < rhs.folded }
    return byteOrder(lhs.folded, rhs.folded) < 0
  }

  /// `text` lowercased byte by byte if it is all ASCII (where Foundation's
  /// folding only lowercases `A`–`Z`), else `nil`.
  private static func asciiFolded(_ text: String) -> String? {
    let utf8 = text.utf8
    guard !utf8.contains(where: { $0 >= 0x80 }) else { return nil }
    return String(unsafeUninitializedCapacity: utf8.count) { buffer in
      for (index, byte) in utf8.enumerated() {
        buffer[index] = (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
      }
      return utf8.count
    }
  }

  /// The order of the UTF-8 bytes of `lhs` and `rhs`: negative, zero or positive.
  ///
  /// Inlinable, with `==` and `<`, so that a sort in another module compares
  /// keys without a call across modules.
  @inlinable
  static func byteOrder(_ lhs: String, _ rhs: String) -> Int {
    let order = lhs.utf8.withContiguousStorageIfAvailable { left in
      rhs.utf8.withContiguousStorageIfAvailable { right in
        let common = min(left.count, right.count)
        let bytes = common == 0 ? 0 : memcmp(left.baseAddress!, right.baseAddress!, common)
        return bytes != 0 ? Int(bytes) : left.count - right.count
      }
    }
    if let order = order ?? nil { return order }
    if lhs.utf8.elementsEqual(rhs.utf8) { return 0 }
    return lhs.utf8.lexicographicallyPrecedes(rhs.utf8) ? -1 : 1
  }
}
