/// A question ArchLab asks on its own account (`Docs/Claims.md`, "ArchLab's own
/// questions"): no article's claim, so it gets answers, never a verdict on an article.
public struct OwnQuestion: Sendable {
  /// `Q1`.
  public var id: String
  /// The question.
  public var question: String
  /// The answer on this run's figures, line by line.
  public var answer: @Sendable (ClaimFigures) -> [String]
  /// The choices a judged question's rule rests on (`Docs/Claims.md`, "Robustness").
  public var multiverse: [MultiverseChoice] = []
  /// Why a judged question's verdict may differ on another machine, when declared so.
  public var machineDependent: String?

  /// Creates a question.
  public init(_ id: String, _ question: String, answer: @escaping @Sendable (ClaimFigures) -> [String]) {
    self.id = id
    self.question = question
    self.answer = answer
  }

  /// `Q1 · Does any architecture cost run time?`
  public var heading: String { "\(id) · \(question)" }
}
