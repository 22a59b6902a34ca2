import Foundation

/// `Docs/Claims.md` read: the words of every claim (`### C01 · …`, with its `yaml` block) and
/// of ArchLab's own questions (`### Q1 · …`), in the document's order. The document is the
/// one place these words are written; the code holds the rules (``ClaimCatalogue/rules``).
public struct ClaimDocument: Sendable, Equatable {
  /// The claims, C01 … in the document's order.
  public var claims: [ClaimText]
  /// ArchLab's own questions, Q1 … in the document's order.
  public var questions: [QuestionText]
  /// The line of each id's heading, for messages.
  public var lines: [String: Int]
  /// The caveats the report prints beside verdicts (K1 …), in the document's order.
  public var caveats: [CaveatText]

  /// Where the document lives in a workspace.
  public static let path = "Docs/Claims.md"

  /// Reads the document of the workspace at `root`.
  public static func read(root: URL) throws(ClaimDocumentError) -> ClaimDocument {
    let url = root.appending(path: path)
    let text: String
    do {
      text = try String(contentsOf: url, encoding: .utf8)
    } catch {
      throw .unreadable(path: url.path, reason: error.localizedDescription)
    }
    return try ClaimDocument(markdown: text)
  }

  /// Reads the claims and questions of `markdown`; a heading without its block, a block that
  /// is not valid or lacks a field, or an id given twice is an error naming the claim and the line.
  public init(markdown: String) throws(ClaimDocumentError) {
    claims = []
    questions = []
    lines = [:]
    caveats = Self.caveats(markdown)
    for section in try Self.sections(markdown) {
      guard lines[section.id] == nil else { throw .duplicateID(id: section.id, line: section.line) }
      lines[section.id] = section.line
      if section.isClaim {
        guard let block = section.block else { throw .missingBlock(id: section.id, line: section.line) }
        var claim = try Self.decode(ClaimText.self, block, of: section)
        claim.title = section.title
        claims.append(claim)
      } else if let block = section.block {
        var question = try Self.decode(QuestionText.self, block, of: section)
        question.question = section.title
        questions.append(question)
      } else {
        questions.append(QuestionText(id: section.id, question: section.title))
      }
    }
  }
}
