/// The words of one of ArchLab's own questions as `Docs/Claims.md` holds them: the question
/// (its heading) and, for a question that is judged (Q9), a `yaml` block with what its rule
/// reads and the rule's history.
public struct QuestionText: Sendable, Equatable, Decodable {
  /// `Q1`.
  public var id: String
  /// The question, as the heading words it.
  public var question: String = ""
  /// The kinds of figure its rule reads; empty for a question answered in figures only.
  public var reads: Set<FigureFamily>
  /// The commits that declared its rule and changed it, oldest first; empty without a rule.
  public var history: [RuleDeclaration]
  /// The choices its rule rests on, each judged under its alternatives (`Docs/Claims.md`, "Robustness").
  public var multiverse: [MultiverseChoice] = []
  /// Why its verdict may differ on another machine, when the document declares it so.
  public var machineDependent: String?

  enum CodingKeys: String, CodingKey {
    case id, reads, history, multiverse, machineDependent
  }

  /// A question without a block: answered in figures only.
  public init(id: String, question: String) {
    self.id = id
    self.question = question
    self.reads = []
    self.history = []
  }

  /// Decodes a question's block; `reads` and `history` may be left out.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(String.self, forKey: .id)
    reads = try container.decodeIfPresent(Set<FigureFamily>.self, forKey: .reads) ?? []
    history = try container.decodeIfPresent([RuleDeclaration].self, forKey: .history) ?? []
    multiverse = try container.decodeIfPresent([MultiverseChoice].self, forKey: .multiverse) ?? []
    machineDependent = try container.decodeIfPresent(String.self, forKey: .machineDependent)
  }
}
