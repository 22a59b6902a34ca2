/// Why `Docs/Claims.md` could not be read into the catalogue: each case names the claim and
/// the line of the document, and the message says what to fix.
public enum ClaimDocumentError: Error, Equatable, CustomStringConvertible {
  /// The file could not be read.
  case unreadable(path: String, reason: String)
  /// A claim's heading has no `yaml` block under it.
  case missingBlock(id: String, line: Int)
  /// A `yaml` block is not closed by a line of three backticks.
  case unclosedBlock(id: String, line: Int)
  /// A block is not valid YAML, or does not hold the fields a claim needs.
  case malformedBlock(id: String, line: Int, reason: String)
  /// A block's `id` is not its heading's.
  case mismatchedID(heading: String, block: String, line: Int)
  /// Two headings give the same id.
  case duplicateID(id: String, line: Int)
  /// A claim or question of the document with no rule in the code.
  case noRule(id: String, line: Int)
  /// A rule in the code with no claim or question in the document.
  case noClaim(id: String)
  /// A caveat the code names (`Caveat`) that the document's list does not word.
  case noCaveat(id: String)
  /// Two rules (or answers) in the code for one id.
  case duplicateRule(id: String)

  public var description: String {
    let file = "Docs/Claims.md"
    return switch self {
    case .unreadable(let path, let reason): "cannot read the claims from \(path): \(reason)"
    case .missingBlock(let id, let line):
      "\(file):\(line): \(id) has no ```yaml block under its heading; add one with its id, claim, sources, where, quotes, english, caveats, reads and history"
    case .unclosedBlock(let id, let line):
      "\(file):\(line): \(id)'s ```yaml block is not closed; end it with a line of three backticks"
    case .malformedBlock(let id, let line, let reason):
      "\(file):\(line): \(id)'s yaml block is malformed: \(reason)"
    case .mismatchedID(let heading, let block, let line):
      "\(file):\(line): the block under \(heading)'s heading says id \(block); give it its heading's id"
    case .duplicateID(let id, let line):
      "\(file):\(line): \(id) is the id of an earlier heading too; ids are unique"
    case .noRule(let id, let line):
      "\(file):\(line): \(id) has no rule in the code; add it to ClaimCatalogue's rules (or its own questions)"
    case .noClaim(let id):
      "\(id) has a rule in ClaimCatalogue but no `### \(id) · …` heading in \(file); add the claim's section or remove the rule"
    case .noCaveat(let id):
      "\(file) has no `- **\(id) · Title.** text` item in its list of caveats; word the caveat there"
    case .duplicateRule(let id): "\(id) has two rules in ClaimCatalogue; keep one"
    }
  }
}
