import Foundation

/// Folds non-ASCII text for ``FoldedKey`` one grapheme cluster at a time,
/// asking Foundation once per distinct cluster and remembering the answer.
///
/// Foundation folds a cluster without looking past it, so the folded clusters
/// put end to end are the folded text, with one exception: a cluster that
/// starts with a combining mark, which Swift begins only after a control or
/// format character (`\n`, U+200B…), where Foundation attaches the mark to
/// that character instead. Such characters are folded together with the
/// cluster after them. `Tests/ArchLabTests/FoldedKeyCorpusTests` checks the
/// result on every seeded name and on the hostile-input corpus.
///
/// At most `limit` units of up to 15 UTF-8 bytes are kept (a few MB); longer
/// ones, like a letter under dozens of marks, are folded every time. Shared by
/// every thread, behind a lock.
final class ClusterFoldCache: @unchecked Sendable {
  /// The cache every key uses.
  static let shared = ClusterFoldCache()
  /// The most units kept.
  static let limit = 65_536

  /// A unit of up to 15 UTF-8 bytes, packed with its length.
  private struct UnitBytes: Hashable {
    var low: UInt64 = 0
    var high: UInt64

    init?(_ utf8: Substring.UTF8View) {
      guard utf8.count < 16 else { return nil }
      high = UInt64(utf8.count) << 56
      var shift: UInt64 = 0
      for byte in utf8 {
        if shift < 64 { low |= UInt64(byte) << shift } else { high |= UInt64(byte) << (shift - 64) }
        shift += 8
      }
    }
  }

  /// A folded unit, whether its scalars keep byte order (see ``FoldedKey``),
  /// and whether it starts with a control, format, separator or unassigned
  /// code point (`\n`, `\r\n`, U+200B…), after which Swift may start a
  /// cluster with a combining mark that Foundation attaches to it instead.
  private struct Piece {
    var folded: String
    var isBytewiseOrdered: Bool
    var isControl: Bool
  }

  private let lock = NSLock()
  private var pieces: [UnitBytes: Piece] = [:]

  /// `text` folded for case and diacritics, and whether the result's bytes sort as it does.
  func fold(_ text: String) -> (folded: String, isBytewiseOrdered: Bool) {
    lock.withLock {
      let utf8 = text.utf8
      var folded = ""
      folded.reserveCapacity(utf8.count)
      var isBytewiseOrdered = true
      var controls: String.Index?
      var index = text.startIndex
      while index < text.endIndex {
        let byte = utf8[index]
        let afterByte = utf8.index(after: index)
        if controls == nil, (0x20..<0x7F).contains(byte), afterByte == utf8.endIndex || utf8[afterByte] < 0x80
        {
          let lowered = (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
          folded.unicodeScalars.append(Unicode.Scalar(lowered))
          index = afterByte
          continue
        }
        let next = text.index(after: index)
        var piece = self.piece(text[index..<next])
        if piece.isControl {
          controls = controls ?? index
        } else {
          if let start = controls { piece = self.piece(text[start..<next]) }
          controls = nil
          folded += piece.folded
          isBytewiseOrdered = isBytewiseOrdered && piece.isBytewiseOrdered
        }
        index = next
      }
      if let start = controls {
        let piece = self.piece(text[start...])
        folded += piece.folded
        isBytewiseOrdered = isBytewiseOrdered && piece.isBytewiseOrdered
      }
      return (folded, isBytewiseOrdered)
    }
  }

  /// `unit` folded, from the cache or else from Foundation.
  private func piece(_ unit: Substring) -> Piece {
    guard let key = UnitBytes(unit.utf8) else { return Self.fold(String(unit)) }
    if let known = pieces[key] { return known }
    let piece = Self.fold(String(unit))
    if pieces.count < Self.limit { pieces[key] = piece }
    return piece
  }

  private static func fold(_ unit: String) -> Piece {
    let folded = unit.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    let isControl =
      switch unit.unicodeScalars.first?.properties.generalCategory {
      case .control, .format, .lineSeparator, .paragraphSeparator, .unassigned, .surrogate: true
      default: false
      }
    return Piece(folded: folded, isBytewiseOrdered: keepsByteOrder(folded), isControl: isControl)
  }

  /// Whether the folded unit `text` keeps byte order wherever it is put:
  /// either all its scalars do (``keepsByteOrder(_:)-swift.type.method``), or
  /// it starts with one that does and is in NFC, as Foundation says, with
  /// every other scalar one whose normalization cannot differ between
  /// Foundation's Unicode tables and the standard library's (assigned by
  /// Unicode 6.0, and normalization is stable for assigned characters). This
  /// admits marks such as the Devanagari virama (`प्रिया`), which
  /// ``keepsByteOrder(_:)-swift.type.method`` alone leaves to `String`'s
  /// slower comparison.
  static func keepsByteOrder(_ text: String) -> Bool {
    let scalars = text.unicodeScalars
    if scalars.allSatisfy(keepsByteOrder) { return true }
    guard let first = scalars.first, keepsByteOrder(first),
      scalars.allSatisfy({ keepsByteOrder($0) || isStablyNormalized($0) })
    else { return false }
    return text.precomposedStringWithCanonicalMapping.unicodeScalars.elementsEqual(scalars)
  }

  /// Whether `scalar` was assigned by Unicode 6.0, so that every Unicode
  /// table since, Foundation's and the standard library's, normalizes it alike.
  private static func isStablyNormalized(_ scalar: Unicode.Scalar) -> Bool {
    guard let age = scalar.properties.age else { return false }
    return (age.major, age.minor) <= (6, 0)
  }

  /// Whether `scalar` is in NFC by itself and never combines with the scalar
  /// before it: a starter (combining class 0) that is not excluded from
  /// composition, not a grapheme extender (every starter that a canonical
  /// composition takes second is one), and not a conjoining Hangul jamo.
  static func keepsByteOrder(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x1100...0x11FF, 0xA960...0xA97F, 0xD7B0...0xD7FF: return false
    default:
      let properties = scalar.properties
      return properties.canonicalCombiningClass == .notReordered && !properties.isGraphemeExtend
        && !properties.isFullCompositionExclusion
    }
  }
}
