import Foundation

extension ClaimDocument {
  /// One `### C01 · …` or `### Q1 · …` section: its heading and the `yaml` block under it.
  struct Section {
    /// `C01`.
    var id: String
    /// The heading after the id.
    var title: String
    /// The heading's line, from 1.
    var line: Int
    /// The first `yaml` block of the section, if any.
    var block: Block?

    /// Whether the section is a claim's (`C…`) rather than an own question's (`Q…`).
    var isClaim: Bool { id.hasPrefix("C") }
  }

  /// The text of a fenced `yaml` block and the document's line of its first line.
  struct Block {
    /// The block's lines, without the fences.
    var text: String
    /// The line of the block's first line in the document, from 1.
    var line: Int
  }

  /// The claims' and questions' sections of `markdown`, in order. A section runs to the next
  /// heading; its block is the first fenced `yaml` block in it.
  static func sections(_ markdown: String) throws(ClaimDocumentError) -> [Section] {
    let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map {
      $0.hasSuffix("\r") ? String($0.dropLast()) : String($0)
    }
    var sections: [Section] = []
    var current: Int?
    var index = 0
    while index < lines.count {
      let line = lines[index]
      index += 1
      if line.hasPrefix("#") {
        current = nil
        if let found = heading(line) {
          sections.append(Section(id: found.id, title: found.title, line: index))
          current = sections.count - 1
        }
        continue
      }
      guard let open = current, sections[open].block == nil, line.trimmingSuffixSpaces == "```yaml" else {
        continue
      }
      guard let end = lines[index...].firstIndex(where: { $0.trimmingSuffixSpaces == "```" }) else {
        throw .unclosedBlock(id: sections[open].id, line: index)
      }
      sections[open].block = Block(text: lines[index..<end].joined(separator: "\n"), line: index + 1)
      index = end + 1
    }
    return sections
  }

  /// `("C01", "VIPER keeps …")` for `### C01 · VIPER keeps …`; `nil` for any other line.
  static func heading(_ line: String) -> (id: String, title: String)? {
    guard line.hasPrefix("### "), let dot = line.range(of: " · ") else { return nil }
    let id = line[line.index(line.startIndex, offsetBy: 4)..<dot.lowerBound]
    guard let letter = id.first, letter == "C" || letter == "Q", id.count > 1,
      id.dropFirst().allSatisfy(\.isASCII), id.dropFirst().allSatisfy(\.isNumber)
    else { return nil }
    return (String(id), String(line[dot.upperBound...]))
  }
}

extension String {
  /// The string without trailing spaces.
  fileprivate var trimmingSuffixSpaces: Substring {
    self[..<(lastIndex { $0 != " " }.map { index(after: $0) } ?? startIndex)]
  }
}
