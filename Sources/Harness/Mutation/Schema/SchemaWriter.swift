/// Writes a file's mutants into its code as schemata: every mutant is compiled in, behind
/// a switch read at run time.
///
/// - An expression with alternatives becomes
///   `(__mutant(17) ? (a <= b) : (__mutant(18) ? (a >= b) : (a < b)))`.
/// - A negated condition `c` becomes `__mutantFlip(19, c)`.
/// - A removed call statement `foo()` becomes `if !__mutant(20) { foo() }`.
///
/// A mutant's own code is the original with that one change; the inner mutants are
/// written only into the original branch, so each mutant differs from the original by one
/// change and the file grows by the size of the mutated expressions, not exponentially.
enum SchemaWriter {
  /// A mutant's place in the written file, to tell which mutant a compiler error is about.
  struct Span: Sendable, Hashable {
    /// The mutant.
    var id: Int
    /// The UTF-8 range of the whole schema, original branch included.
    var schema: Range<Int>
    /// The UTF-8 range of the mutant's own code, or `nil` for a removed call.
    var mutated: Range<Int>?
  }

  /// The written file.
  struct Output: Sendable {
    /// The code.
    var text: String
    /// Where each switched mutant is.
    var spans: [Span]
  }

  private struct Replacement {
    var start: Int
    var end: Int
    var depth: Int
    var change: MutationPoint.Change
    var alternatives: [(id: Int, text: String)]
  }

  /// Writes `source` with the points whose id (`ids[i]` for `points[i]`) is in `enabled`.
  static func write(source: String, points: [MutationPoint], ids: [Int], enabled: Set<Int>) -> Output {
    var replacements: [Replacement] = []
    for (point, id) in zip(points, ids) where enabled.contains(id) {
      if case .replace(let text) = point.change, let last = replacements.last, last.start == point.start,
        last.end == point.end, last.depth == point.depth, case .replace = last.change
      {
        replacements[replacements.count - 1].alternatives.append((id, text))
        continue
      }
      let text: String
      if case .replace(let replacement) = point.change { text = replacement } else { text = "" }
      replacements.append(
        Replacement(
          start: point.start, end: point.end, depth: point.depth, change: point.change,
          alternatives: [(id, text)]))
    }
    replacements.sort { ($0.start, -$0.end, $0.depth) < ($1.start, -$1.end, $1.depth) }
    var emitter = Emitter(source: Array(source.utf8), replacements: replacements)
    emitter.emit(from: 0, to: emitter.source.count)
    return Output(text: String(decoding: emitter.output, as: UTF8.self), spans: emitter.spans)
  }

  private struct Emitter {
    let source: [UInt8]
    let replacements: [Replacement]
    var next = 0
    var output: [UInt8] = []
    var spans: [Span] = []

    init(source: [UInt8], replacements: [Replacement]) {
      self.source = source
      self.replacements = replacements
      output.reserveCapacity(source.count * 2)
    }

    mutating func emit(from start: Int, to end: Int) {
      var cursor = start
      while next < replacements.count, replacements[next].start >= cursor, replacements[next].end <= end {
        let replacement = replacements[next]
        next += 1
        output += source[cursor..<replacement.start]
        emit(replacement)
        cursor = replacement.end
      }
      output += source[cursor..<end]
    }

    private mutating func emit(_ replacement: Replacement) {
      switch replacement.change {
      case .replace:
        var opened: [(id: Int, start: Int, mutated: Range<Int>)] = []
        for (id, text) in replacement.alternatives {
          let start = output.count
          append("(__mutant(\(id)) ? (")
          let mutatedStart = output.count
          append(text)
          opened.append((id, start, mutatedStart..<output.count))
          append(") : ")
        }
        append("(")
        emit(from: replacement.start, to: replacement.end)
        append(")")
        for (id, start, mutated) in opened.reversed() {
          append(")")
          spans.append(Span(id: id, schema: start..<output.count, mutated: mutated))
        }
      case .negate:
        let id = replacement.alternatives[0].id
        let start = output.count
        append("__mutantFlip(\(id), ")
        emit(from: replacement.start, to: replacement.end)
        append(")")
        spans.append(Span(id: id, schema: start..<output.count, mutated: start..<output.count))
      case .skip:
        let id = replacement.alternatives[0].id
        let start = output.count
        append("if !__mutant(\(id)) { ")
        emit(from: replacement.start, to: replacement.end)
        append(" }")
        spans.append(Span(id: id, schema: start..<output.count, mutated: nil))
      }
    }

    private mutating func append(_ text: String) {
      output += Array(text.utf8)
    }
  }
}
