import SwiftSyntax

/// Classifies every line of a parsed file as code, comment or blank, from the
/// tokens and their trivia (not from regular expressions).
struct LineClassifier {
  /// The kind of each line, index 0 being line 1.
  private(set) var kinds: [LineKind]

  init(tree: SourceFileSyntax, text: [UInt8]) {
    var marks = Marks(text: text)
    // Positions are worked out from one per token and the lengths of its pieces: each of
    // swift-syntax's position accessors walks the tree again, which a debug build feels.
    for token in tree.tokens(viewMode: .sourceAccurate) {
      var offset = token.position.utf8Offset
      for piece in token.leadingTrivia {
        marks.comment(piece, at: offset)
        offset += piece.sourceLength.utf8Length
      }
      let length = token.trimmedLength.utf8Length
      if length > 0 { marks.code(at: offset, length: length) }
      offset += length
      for piece in token.trailingTrivia {
        marks.comment(piece, at: offset)
        offset += piece.sourceLength.utf8Length
      }
    }
    var count = marks.hasCode.count
    if text.last == UInt8(ascii: "\n") || text.isEmpty { count -= 1 }
    kinds = (0..<count).map { marks.hasCode[$0] ? .code : marks.hasComment[$0] ? .comment : .blank }
  }

  /// The counts for lines `range` (1-based, inclusive), or all lines.
  func counts(lines range: ClosedRange<Int>? = nil) -> LineCounts {
    var counts = LineCounts()
    let range = range ?? 1...max(kinds.count, 1)
    for line in range where line - 1 < kinds.count { counts.add(kinds[line - 1]) }
    return counts
  }

  /// Which lines show code and which a comment, marked piece by piece in the order of the text.
  private struct Marks {
    let text: [UInt8]
    /// The offset each line starts at.
    let starts: [Int]
    var hasCode: [Bool]
    var hasComment: [Bool]
    /// The line of the last offset asked: offsets come in the order of the text, so the line of
    /// the next one is found by moving forward, not by a search from the start.
    private var cursor = 0

    init(text: [UInt8]) {
      self.text = text
      var starts = [0]
      text.withUnsafeBufferPointer { bytes in
        for index in 0..<bytes.count where bytes[index] == 0x0A { starts.append(index + 1) }
      }
      self.starts = starts
      hasCode = Array(repeating: false, count: starts.count)
      hasComment = hasCode
    }

    /// Marks the line of a token's text (`length` bytes at `offset`): a token on one line whose
    /// first byte shows, as all but string segments of white space; any other byte by byte.
    mutating func code(at offset: Int, length: Int) {
      let first = line(of: offset)
      if line(of: offset + length - 1) == first, !Self.isWhiteSpace(text[offset]) {
        hasCode[first] = true
      } else {
        cursor = first
        mark(code: true, offset: offset, length: length)
      }
    }

    /// Marks the lines of a comment in trivia: a `//` comment is on the line it starts on, a
    /// block comment on each line where it shows something.
    mutating func comment(_ piece: TriviaPiece, at offset: Int) {
      switch piece {
      case .lineComment, .docLineComment: hasComment[line(of: offset)] = true
      case .blockComment, .docBlockComment:
        mark(code: false, offset: offset, length: piece.sourceLength.utf8Length)
      default: break
      }
    }

    /// The 0-based line holding byte `offset`, at or after the last one asked.
    private mutating func line(of offset: Int) -> Int {
      while cursor + 1 < starts.count, starts[cursor + 1] <= offset { cursor += 1 }
      return cursor
    }

    /// Marks the lines of `length` bytes at `offset` that hold something other than white space.
    private mutating func mark(code: Bool, offset: Int, length: Int) {
      var line = line(of: offset)
      var visible = false
      for index in offset..<(offset + length) {
        let byte = text[index]
        if byte == 0x0A {
          if visible { set(line, code: code) }
          visible = false
          line += 1
        } else if !Self.isWhiteSpace(byte) {
          visible = true
        }
      }
      if visible, line < starts.count { set(line, code: code) }
    }

    private mutating func set(_ line: Int, code: Bool) {
      if code { hasCode[line] = true } else { hasComment[line] = true }
    }

    /// Whether `byte` is a space, a tab, a carriage return or a line feed.
    private static func isWhiteSpace(_ byte: UInt8) -> Bool {
      byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0A
    }
  }
}
