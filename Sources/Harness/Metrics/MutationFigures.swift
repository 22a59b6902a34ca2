import Analysis
import HarnessSupport
import Mutation

/// What mutation testing found for one architecture's module.
public struct MutationFigures: Codable, Sendable {
  /// Counts and scores per suite, both suites together, per role and per operator.
  public var summary: MutationSummary
  /// Per suite, the tally of the module's own code: framework stand-ins left out, as its code
  /// lines leave them out (equivalent mutants are never scored). What the scores the rules
  /// read divide.
  public var ownCode: [MutationSuite: MutationTally]
  /// Whether the results were reused from `Reports/mutation/` (sources unchanged).
  public var reused: Bool
  /// The mutants that survived at least one suite, with their outcome in each.
  public var survivors: [MutantResult]
  /// The mutants left out as equivalent (rule E), each with its clause.
  public var equivalents: [MutantResult]
  /// For each scored mutant of the unit-test suite in the module's own code (killed, survived
  /// or timed out; framework stand-ins left out), the file
  /// names of the unit tests that killed it, sorted; empty when it survived, timed out, or
  /// the process ended with no failing test. What a score of some tests only is counted from.
  public var unitKills: [[String]]

  /// Creates the figures from a module's results, each mutant tallied under the role `roles`
  /// gives the outermost type it is in (the module's types by the classifier, as its code
  /// lines are counted), else the one its name gives; a framework stand-in stays one.
  public init(_ result: ModuleMutationResult, reused: Bool, roles: [String: Role] = [:]) {
    summary =
      roles.isEmpty
      ? result.summary
      : MutationSummary(result.mutants) { mutant in
        mutant.role == .frameworkStandIn ? .frameworkStandIn : roles[mutant.mutant.typeName] ?? mutant.role
      }
    ownCode = Dictionary(uniqueKeysWithValues: result.suites.map { ($0, result.summary.ownCode($0)) })
    self.reused = reused
    survivors = result.mutants.filter { mutant in
      mutant.outcomes.values.contains { $0.outcome == .survived }
    }
    equivalents = result.mutants.filter { $0.mutant.equivalence != nil }
    unitKills = result.mutants.compactMap { mutant in
      guard mutant.role != .frameworkStandIn, let unit = mutant.outcomes[.unit],
        [.killed, .survived, .timeout].contains(unit.outcome)
      else {
        return nil
      }
      return unit.outcome == .killed ? unit.killerFiles.sorted() : []
    }
  }

  private enum CodingKeys: String, CodingKey {
    case summary, ownCode, reused, survivors, equivalents, unitKills
  }

  /// Decodes the figures; those written before the kills were kept have none.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    summary = try container.decode(MutationSummary.self, forKey: .summary)
    let summary = self.summary
    ownCode =
      try container.decodeIfPresent([MutationSuite: MutationTally].self, forKey: .ownCode)
      ?? Dictionary(uniqueKeysWithValues: summary.bySuite.keys.map { ($0, summary.ownCode($0)) })
    reused = try container.decode(Bool.self, forKey: .reused)
    survivors = try container.decode([MutantResult].self, forKey: .survivors)
    equivalents = try container.decodeIfPresent([MutantResult].self, forKey: .equivalents) ?? []
    unitKills = try container.decodeIfPresent([[String]].self, forKey: .unitKills) ?? []
  }

  /// The unit-test mutation score, in percent, counting only the kills of the tests in
  /// `files` (by file name); `nil` when no mutant was scored or no kill was recorded by test.
  public func unitScore(killedByTestsIn files: Set<String>) -> Double? {
    guard !unitKills.isEmpty, unitKills.contains(where: { !$0.isEmpty }) else { return nil }
    let killed = unitKills.filter { !Set($0).isDisjoint(with: files) }.count
    return 100 * Double(killed) / Double(unitKills.count)
  }

  /// `suite`'s score on the module's own code (M), and beside it the score with the framework
  /// stand-ins' mutants when the module has any: `92.1 %`, `92.9 % (91.2 % with framework stand-ins)`.
  public func scoreText(_ suite: MutationSuite) -> String {
    let own = ownCode[suite]?.score.map { Format.percent($0 * 100) } ?? "–"
    guard summary.hasFrameworkStandIns, let all = summary.bySuite[suite]?.score else { return own }
    return "\(own) (\(Format.percent(all * 100)) with framework stand-ins)"
  }
}
