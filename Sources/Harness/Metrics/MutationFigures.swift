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
  /// The role of each mutant of ``unitKills``, in the same order (by the classifier, as the
  /// summary tallies them); `nil` in reports made before the roles were kept.
  public var unitKillRoles: [Role]?

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
    let scored = result.mutants.filter { mutant in
      guard mutant.role != .frameworkStandIn, let unit = mutant.outcomes[.unit] else { return false }
      return [.killed, .survived, .timeout].contains(unit.outcome)
    }
    unitKills = scored.map { mutant in
      mutant.outcomes[.unit]?.outcome == .killed ? (mutant.outcomes[.unit]?.killerFiles.sorted() ?? []) : []
    }
    unitKillRoles = scored.map { roles[$0.mutant.typeName] ?? $0.role }
  }

  private enum CodingKeys: String, CodingKey {
    case summary, ownCode, reused, survivors, equivalents, unitKills, unitKillRoles
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
    unitKillRoles = try container.decodeIfPresent([Role].self, forKey: .unitKillRoles)
  }

  /// The unit-test mutation score, in percent, counting only the kills of the tests in
  /// `files` (by file name); `nil` when no mutant was scored or no kill was recorded by test.
  public func unitScore(killedByTestsIn files: Set<String>) -> Double? {
    unitCount(killedByTestsIn: files).map { 100 * Double($0.detected) / Double($0.scored) }
  }

  /// The mutants the tests in `files` killed, of those scored (only those of a role outside
  /// `leaving`, when given); `nil` when no mutant was scored or no kill was recorded by test,
  /// or when roles are asked and none were kept.
  public func unitCount(killedByTestsIn files: Set<String>, leaving: Set<Role> = [])
    -> (detected: Int, scored: Int)?
  {
    guard !unitKills.isEmpty, unitKills.contains(where: { !$0.isEmpty }) else { return nil }
    var kills = unitKills
    if !leaving.isEmpty {
      guard let roles = unitKillRoles, roles.count == unitKills.count else { return nil }
      kills = zip(unitKills, roles).filter { !leaving.contains($0.1) }.map(\.0)
    }
    return (kills.filter { !Set($0).isDisjoint(with: files) }.count, kills.count)
  }

  /// `suite`'s detected and scored mutants of the module's own code in every role outside `leaving`.
  public func count(_ suite: MutationSuite, leaving: Set<Role>) -> (detected: Int, scored: Int) {
    var tally = MutationTally()
    for (role, suites) in summary.byRole where role != .frameworkStandIn && !leaving.contains(role) {
      for (outcome, count) in suites[suite]?.counts ?? [:] { tally.counts[outcome, default: 0] += count }
    }
    return (tally[.killed] + tally[.timeout], tally.scored)
  }

  /// `suite`'s score on the module's own code (M), and beside it the score with the framework
  /// stand-ins' mutants when the module has any: `92.1 %`, `92.9 % (91.2 % with framework stand-ins)`.
  public func scoreText(_ suite: MutationSuite) -> String {
    let own = ownCode[suite]?.score.map { Format.percent($0 * 100) } ?? "–"
    guard summary.hasFrameworkStandIns, let all = summary.bySuite[suite]?.score else { return own }
    return "\(own) (\(Format.percent(all * 100)) with framework stand-ins)"
  }
}
