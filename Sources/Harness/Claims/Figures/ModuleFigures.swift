import Analysis

/// What the claims' rules read of one architecture's module; every field is
/// `nil` when this run did not measure it.
public struct ModuleFigures: Sendable, Equatable {
  /// Code lines of the module (`Sources/<ARCH>`), without its framework stand-ins (the
  /// stand-in targets it imports or its `Framework/` folder, what a real app would import): the app's own code, which the
  /// rules read.
  public var codeLines: Int?
  /// Code lines of the module's framework stand-ins (0 when it has none).
  public var frameworkCodeLines: Int?
  /// Swift files of the module, without its framework stand-ins.
  public var files: Int?
  /// Swift files of the module's framework stand-ins (0 when it has none).
  public var frameworkFiles: Int?
  /// Types plus protocols of the module's framework stand-ins (0 when it has none).
  public var frameworkTypesAndProtocols: Int?
  /// Whether the framework stand-ins are counted as the module's own code (code lines, files,
  /// types and every share): only in the multiverse's `stand-ins` specifications.
  public var standInsCounted = false
  /// Types (classes, structs, enums, actors) plus protocols, without the framework stand-ins'.
  public var typesAndProtocols: Int?
  /// Protocols alone.
  public var protocols: Int?
  /// Code lines per role; a role the module does not have holds 0.
  public var roleCodeLines: [Role: Int]?
  /// The file with the most code lines, with the role holding most of them.
  public var largestFile: LargestItem?
  /// The type with the most code lines, with its role.
  public var largestType: LargestItem?
  /// For each role the module has, its file with the most code lines (a file's role is the
  /// role holding most of its lines).
  public var largestFileByRole: [Role: LargestItem]?
  /// For each role the module has, its type with the most code lines.
  public var largestTypeByRole: [Role: LargestItem]?
  /// Mean cyclomatic complexity per function.
  public var meanComplexity: Double?
  /// 90th-percentile cyclomatic complexity per function (nearest rank).
  public var p90Complexity: Int?
  /// Largest cyclomatic complexity of one function: context only.
  public var maxComplexity: Int?
  /// For each role, the distinct types of each other role and of each shared target it refers to.
  public var coupling: [Role: [CouplingTarget: Int]]?
  /// Line coverage of the module by its own unit tests, in percent.
  public var unitCoverage: Double?
  /// Case-book cases the module's unit tests ran and passed.
  public var casesRun: Int?
  /// Cases in the case book.
  public var casesTotal: Int?
  /// Unit-test code lines that express the case book: its files and the test-target files
  /// they use, wherever those are (`Docs/Claims.md`, "Test lines per case").
  public var caseBookTestLines: Int?
  /// The case book's test code lines counted by its folder alone (`Tests/<ARCH>Tests/CaseBook/`),
  /// the definition before issue 41: the multiverse's `test-code` alternative.
  public var caseBookFolderTestLines: Int?
  /// Seconds the module's unit-test target takes, run alone (one timing per run).
  public var unitTestSeconds: Double?
  /// Seconds the module's unit-test target took in each timing round, in round order: every
  /// round times each module once, so two modules' rounds pair up (C09).
  public var unitTestRounds: [Double]?
  /// The module's unit-test target counted in instructions (callgrind) round by round, as
  /// ``unitTestRounds`` counts it in seconds: `nil` until a run counts them.
  public var unitTestInstructionRounds: [Double]?
  /// Mutation score of the module's own unit tests, in percent, over the module's own code:
  /// framework stand-ins and equivalent mutants left out (`Docs/Claims.md`).
  public var unitMutationScore: Double?
  /// The mutants of the module's own code its unit tests detected (killed or timed out),
  /// and those scored: what ``unitMutationScore`` divides.
  public var unitMutantsDetected: Int?
  public var unitMutantsScored: Int?
  /// The mutants behind the acceptance suite's score, the interactor and presenter tests'
  /// score and each role's unit-test score: what the multiverse's `mutants` specifications
  /// move by one.
  public var acceptanceMutants: MutantCount?
  public var logicTestMutants: MutantCount?
  public var unitMutantsByRole: [Role: MutantCount]?
  /// The interactor and presenter tests' kills and the acceptance suite's detections on the
  /// mutants both can reach (``LogicTests/unreachedRoles`` left out): what C11 compares.
  public var logicTestCommonMutants: MutantCount?
  public var acceptanceCommonMutants: MutantCount?
  /// Mutation score of the module's interactor and presenter tests alone, in percent: the
  /// unit-test score counting only the kills of the test files whose tests reach an
  /// interactor or a presenter and no view controller, view, builder, wireframe or
  /// ScreenKit type (C11: "the tests the article means").
  public var logicTestMutationScore: Double?
  /// Mutation score of the acceptance suite on the module, in percent, over the module's own
  /// code.
  public var acceptanceMutationScore: Double?
  /// Mutation score of the module's own unit tests per role of the mutated code, in percent;
  /// a role with no scored mutant is absent.
  public var unitMutationScoreByRole: [Role: Double]?
  /// Source code lines added plus removed by each workshop exercise's reference
  /// solution, by exercise number (`04`).
  public var linesChanged: [String: Int]?
  /// Source files each exercise's reference solution touched, by exercise number: context only.
  public var filesTouched: [String: Int]?
  /// Types and protocols each exercise's reference solution added, by exercise number.
  public var typesAdded: [String: Int]?
  /// Roles each exercise's reference solution touched, by exercise number.
  public var rolesTouched: [String: Int]?
  /// Test code lines added plus removed by each exercise's reference solution, by exercise number.
  public var testLinesChanged: [String: Int]?
  /// Code lines of the test doubles in the module's unit tests (`TestDouble`: `Fake…`, `…Spy`…).
  public var testDoubleLines: Int?
  /// The module's unit tests' doubles that stand for a view (`FakeContactListView`).
  public var viewDoubles: Int?
  /// Objects one screen brings when opened, on average over the screens the memory check opens.
  public var objectsPerScreen: Double?
  /// What the leak checks found for this module's screens.
  public var leaks: LeakFigures?
  /// Bodies ScreenUI evaluated (rows of lists built included), summed over the tour's actions;
  /// `nil` for a module written on ScreenKit or when the tour did not run.
  public var bodyEvaluations: Int?
  /// Roles a rule may ask of this module that it does not have: set only for a later
  /// module standing in for an elder (``StandIn``), where a figure of such a role is
  /// "n/a — no such role", never 0.
  public var absentRoles: Set<Role> = []

  /// Creates figures, none measured.
  public init() {}

  /// "n/a — no such role" for the first of `roles` this module does not have (only a
  /// stand-in has such roles), else `nil`.
  func absent(_ roles: [Role]) -> Measured? {
    roles.first { absentRoles.contains($0) }.map { .undefined(StandIn.noSuchRole + $0.title) }
  }

  /// Test lines per case: case-book test lines ÷ cases run; `nil` when either is
  /// missing, and when no case ran (there is nothing to divide by).
  public var testLinesPerCase: Double? {
    guard let caseBookTestLines, let casesRun, casesRun > 0 else { return nil }
    return Double(caseBookTestLines) / Double(casesRun)
  }
}

/// Detected mutants of a suite over the mutants scored: what a mutation score divides.
public struct MutantCount: Sendable, Equatable {
  /// Killed or timed out.
  public var detected: Int
  /// Detected or survived.
  public var scored: Int

  /// Creates a count.
  public init(detected: Int, scored: Int) {
    self.detected = detected
    self.scored = scored
  }

  /// The score, in percent; `nil` with no mutant scored.
  public var percent: Double? { scored == 0 ? nil : 100 * Double(detected) / Double(scored) }

  /// The count with `change` more detected mutants, kept within 0 … scored.
  public func moved(by change: Int) -> MutantCount {
    MutantCount(detected: min(max(detected + change, 0), scored), scored: scored)
  }
}
