import Yams

extension ClaimDocument {
  /// The fields a claim's block may hold.
  static let claimFields: Set<String> = [
    "id", "claim", "sources", "where", "quotes", "english", "caveats", "notes", "reads", "history",
    "multiverse", "machineDependent",
  ]
  /// The fields a question's block may hold.
  static let questionFields: Set<String> = ["id", "reads", "history", "multiverse", "machineDependent"]

  /// `block`, of `section`, decoded as `T`; its id checked against the heading's. Any error
  /// names the section's id and the document's line of the field at fault.
  static func decode<T: Decodable>(_ type: T.Type, _ block: Block, of section: Section)
    throws(ClaimDocumentError) -> T
  {
    func malformed(_ reason: String, at line: Int?) -> ClaimDocumentError {
      .malformedBlock(id: section.id, line: block.line + (line ?? 1) - 1, reason: reason)
    }
    let node: Node
    let mapping: Node.Mapping
    do {
      guard let composed = try Yams.compose(yaml: block.text), let fields = composed.mapping else {
        throw malformed("it is not a list of fields (`id: …`, `claim: …`)", at: nil)
      }
      (node, mapping) = (composed, fields)
    } catch let error as ClaimDocumentError {
      throw error
    } catch {
      throw malformed(problem(error).reason, at: problem(error).line)
    }
    let fields = section.isClaim ? claimFields : questionFields
    for (key, _) in mapping where !fields.contains(key.string ?? "") {
      throw malformed(
        "unknown field `\(key.string ?? "?")` (the fields are \(fields.sorted().joined(separator: ", ")))",
        at: key.mark?.line)
    }
    guard let id = node["id"]?.string else { throw malformed("no `id` field", at: nil) }
    guard id == section.id else {
      throw .mismatchedID(
        heading: section.id, block: id, line: block.line + (node["id"]?.mark?.line ?? 1) - 1)
    }
    do {
      return try YAMLDecoder().decode(type, from: node)
    } catch let error as DecodingError {
      let (path, reason) = describe(error)
      throw malformed(reason, at: line(of: path, in: node))
    } catch {
      throw malformed(problem(error).reason, at: problem(error).line)
    }
  }

  /// What the YAML parser said was wrong, and the block's line of it.
  static func problem(_ error: any Error) -> (reason: String, line: Int?) {
    switch error {
    case YamlError.scanner(_, let problem, let mark, _), YamlError.parser(_, let problem, let mark, _),
      YamlError.composer(_, let problem, let mark, _):
      ("not valid YAML: \(problem)", mark.line)
    default: ("not valid YAML: \(error)", nil)
    }
  }

  /// The coding path of a decoding error and a sentence saying what was wrong.
  static func describe(_ error: DecodingError) -> (path: [any CodingKey], reason: String) {
    switch error {
    case .keyNotFound(let key, let context):
      (context.codingPath, "no `\(key.stringValue)` field\(where: context.codingPath)")
    case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
      (context.codingPath, "`\(field: context.codingPath)`: \(context.debugDescription)")
    @unknown default: ([], "\(error)")
    }
  }

  /// The block's line of the node at `path` (a field, or an item of a list), or of its
  /// nearest parent that has one.
  static func line(of path: [any CodingKey], in node: Node) -> Int? {
    var node = node
    var line = node.mark?.line
    for key in path {
      let next: Node? =
        if let index = key.intValue { node.sequence.flatMap { index < $0.count ? $0[index] : nil } } else {
          node[key.stringValue]
        }
      guard let next else { break }
      node = next
      line = next.mark?.line ?? line
    }
    return line
  }
}

extension DefaultStringInterpolation {
  /// ` in quotes[2]` for a nested path, nothing for the block itself.
  fileprivate mutating func appendInterpolation(where path: [any CodingKey]) {
    if !path.isEmpty { appendLiteral(" in \(field: path)") }
  }

  /// `quotes[2].source`.
  fileprivate mutating func appendInterpolation(field path: [any CodingKey]) {
    var text = ""
    for key in path {
      if let index = key.intValue {
        text += "[\(index)]"
      } else {
        text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
      }
    }
    appendLiteral(text)
  }
}
