import SwiftSyntax

/// Classifies every line of a parsed file as code, comment or blank, from the
/// tokens and their trivia (not from regular expressions).
struct LineClassifier {
  /// The kind of each line, index 0 being line 1.
  private(set) var kinds: [LineKind]

  init(tree: SourceFileSyntax, text: [UInt8]) {
    let starts = LineClassifier.lineStarts(text)
    var hasCode = [Bool](repeating: false, count: starts.count)
    var hasComment = [Bool](repeating: false, count: starts.count)

    /// Marks the lines of `bytes` (starting at `offset`) holding something other than white space.
    func mark(_ flags: inout [Bool], offset: Int, length: Int) {
      var line = LineClassifier.line(of: offset, in: starts)
      var visible = false
      for index in offset..<(offset + length) {
        let byte = text[index]
        if byte == UInt8(ascii: "\n") {
          if visible { flags[line] = true }
          visible = false
          line += 1
        } else if byte != UInt8(ascii: " "), byte != UInt8(ascii: "\t"), byte != UInt8(ascii: "\r") {
          visible = true
        }
      }
      if visible, line < flags.count { flags[line] = true }
    }

    for token in tree.tokens(viewMode: .sourceAccurate) {
      var offset = token.position.utf8Offset
      for piece in token.leadingTrivia {
        if piece.isComment { mark(&hasComment, offset: offset, length: piece.sourceLength.utf8Length) }
        offset += piece.sourceLength.utf8Length
      }
      let textStart = token.positionAfterSkippingLeadingTrivia.utf8Offset
      let textLength = token.trimmedLength.utf8Length
      if textLength > 0, token.tokenKind != .endOfFile {
        mark(&hasCode, offset: textStart, length: textLength)
      }
      offset = token.endPositionBeforeTrailingTrivia.utf8Offset
      for piece in token.trailingTrivia {
        if piece.isComment { mark(&hasComment, offset: offset, length: piece.sourceLength.utf8Length) }
        offset += piece.sourceLength.utf8Length
      }
    }
    var count = starts.count
    if text.last == UInt8(ascii: "\n") || text.isEmpty { count -= 1 }
    kinds = (0..<count).map { hasCode[$0] ? .code : hasComment[$0] ? .comment : .blank }
  }

  /// The counts for lines `range` (1-based, inclusive), or all lines.
  func counts(lines range: ClosedRange<Int>? = nil) -> LineCounts {
    var counts = LineCounts()
    let range = range ?? 1...max(kinds.count, 1)
    for line in range where line - 1 < kinds.count { counts.add(kinds[line - 1]) }
    return counts
  }

  static func lineStarts(_ text: [UInt8]) -> [Int] {
    var starts = [0]
    for (index, byte) in text.enumerated() where byte == UInt8(ascii: "\n") { starts.append(index + 1) }
    return starts
  }

  /// The 0-based line holding byte `offset`.
  static func line(of offset: Int, in starts: [Int]) -> Int {
    var low = 0
    var high = starts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if starts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return low
  }
}
