import Analysis
import HarnessSupport

/// A mutant and what each suite made of it; encoded flat (the mutant's fields, its
/// role, and `outcomes`).
public struct MutantResult: Codable, Sendable, Hashable {
  /// The mutant.
  public var mutant: Mutant
  /// The outcome under each suite run.
  public var outcomes: [MutationSuite: SuiteOutcome]

  /// Creates a result.
  public init(mutant: Mutant, outcomes: [MutationSuite: SuiteOutcome]) {
    self.mutant = mutant
    self.outcomes = outcomes
  }

  /// The role of the type the mutant is in, read from the type's name.
  public var role: Role {
    // A stand-in target or a module's Framework/ folder stands in for an imported library, whatever its types' names.
    if FrameworkStandIn.contains(mutant.file) { return .frameworkStandIn }
    return Role(typeName: mutant.typeName)
  }

  /// The verdict of all suites together (see ``SuiteOutcome/combined(_:)``).
  public var combined: SuiteOutcome? {
    SuiteOutcome.combined(outcomes.keys.sorted().compactMap { outcomes[$0] })
  }

  enum CodingKeys: String, CodingKey {
    case role, outcomes
  }

  public init(from decoder: any Decoder) throws {
    mutant = try Mutant(from: decoder)
    let container = try decoder.container(keyedBy: CodingKeys.self)
    outcomes = try container.decode([MutationSuite: SuiteOutcome].self, forKey: .outcomes)
  }

  public func encode(to encoder: any Encoder) throws {
    try mutant.encode(to: encoder)
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(role, forKey: .role)
    try container.encode(outcomes, forKey: .outcomes)
  }
}
