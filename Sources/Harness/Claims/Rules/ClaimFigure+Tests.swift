import Analysis
import ArchLab

extension ClaimFigure {
  /// Case-book cases the module's unit tests ran.
  static func casesRun(_ a: Architecture) -> ClaimFigure {
    module(a, "case-book cases run", missing: "case book", unit: .count) {
      $0.casesRun.map { .value(Double($0)) }
    }
  }

  /// Cases in the case book, as the module's run counted them.
  static func casesTotal(_ a: Architecture) -> ClaimFigure {
    module(a, "case-book cases in all", missing: "case book", unit: .count) {
      $0.casesTotal.map { .value(Double($0)) }
    }
  }

  /// Unit-test code lines per case-book case run.
  static func testLinesPerCase(_ a: Architecture) -> ClaimFigure {
    module(a, "test lines per case", missing: "case book", unit: .count) { module in
      guard module.caseBookTestLines != nil, let run = module.casesRun else { return nil }
      return run == 0 ? .undefined("no case run") : module.testLinesPerCase.map { .value($0) }
    }
  }

  /// Mutation score of the module's own unit tests.
  static func unitMutation(_ a: Architecture) -> ClaimFigure {
    module(a, "unit-test mutation score", missing: "unit-test mutation score", unit: .percent) {
      $0.unitMutationScore.map { .value($0) }
    }
  }

  /// Mutation score of the module's interactor and presenter tests alone (``LogicTests``).
  static func logicTestMutation(_ a: Architecture) -> ClaimFigure {
    module(
      a, "interactor and presenter tests' mutation score", missing: "unit-test mutation kills by test",
      unit: .percent
    ) { $0.logicTestMutationScore.map { .value($0) } }
  }

  /// Mutation score of the interactor and presenter tests on the mutants both C11's suites can
  /// reach (``LogicTests/unreachedRoles`` left out).
  static func logicTestMutationOnCommon(_ a: Architecture) -> ClaimFigure {
    module(
      a, "interactor and presenter tests' mutation score on the mutants they can reach",
      missing: "unit-test mutation kills by test, with the mutants' roles", unit: .percent
    ) { $0.logicTestCommonMutants?.percent.map { .value($0) } }
  }

  /// Mutation score of the acceptance suite on the same mutants.
  static func acceptanceMutationOnCommon(_ a: Architecture) -> ClaimFigure {
    module(
      a, "acceptance-suite mutation score on the same mutants", missing: "acceptance-suite mutation score",
      unit: .percent
    ) { $0.acceptanceCommonMutants?.percent.map { .value($0) } }
  }

  /// Mutation score of the acceptance suite on the module.
  static func acceptanceMutation(_ a: Architecture) -> ClaimFigure {
    module(a, "acceptance-suite mutation score", missing: "acceptance-suite mutation score", unit: .percent) {
      $0.acceptanceMutationScore.map { .value($0) }
    }
  }

  /// Mutation score of the module's own unit tests on the code of `role`.
  static func roleMutation(_ a: Architecture, _ role: Role) -> ClaimFigure {
    module(a, "\(role.title) unit-test mutation score", missing: "mutation scores per role", unit: .percent) {
      module in
      if let absent = module.absent([role]) { return absent }
      return module.unitMutationScoreByRole.map { scores in
        scores[role].map { .value($0) } ?? .undefined("no mutant scored in that role")
      }
    }
  }

  /// Line coverage of the module by its own unit tests.
  static func unitCoverage(_ a: Architecture) -> ClaimFigure {
    module(a, "unit-test line coverage", missing: "unit-test coverage", unit: .percent) {
      $0.unitCoverage.map { .value($0) }
    }
  }

  /// Code lines changed by the reference solution of `exercise` (`04`), or over every exercise when `nil`.
  static func linesChanged(_ a: Architecture, exercise: String? = nil) -> ClaimFigure {
    let name = exercise.map { "lines changed in exercise \($0)" } ?? "lines changed over the exercises"
    let missing = exercise.map { "workshop figures of exercise \($0)" } ?? "workshop figures"
    return module(a, name, missing: missing, unit: .count) { module in
      guard let changed = module.linesChanged else { return nil }
      guard let exercise else { return .value(Double(changed.values.reduce(0, +))) }
      return changed[exercise].map { .value(Double($0)) }
    }
  }
}

extension ClaimFigure {
  /// Code lines added plus removed by the reference solutions of `exercises`, summed.
  static func linesChanged(_ a: Architecture, exercises: [String]) -> ClaimFigure {
    module(
      a, "lines changed in exercises \(exercises.joined(separator: ", "))",
      missing: "workshop figures of exercises \(exercises.joined(separator: ", "))", unit: .count
    ) { module in
      guard let changed = module.linesChanged else { return nil }
      var total = 0
      for exercise in exercises {
        guard let lines = changed[exercise] else { return nil }
        total += lines
      }
      return .value(Double(total))
    }
  }

  /// Types and protocols the reference solution of `exercise` added.
  static func typesAdded(_ a: Architecture, exercise: String) -> ClaimFigure {
    module(
      a, "types and protocols added in exercise \(exercise)",
      missing: "workshop figures of exercise \(exercise)",
      unit: .count
    ) { $0.typesAdded?[exercise].map { .value(Double($0)) } }
  }

  /// Code lines of the test doubles in the module's unit tests.
  static func testDoubleLines(_ a: Architecture) -> ClaimFigure {
    module(a, "test-double code lines in the unit tests", missing: "size (unit tests)", unit: .count) {
      $0.testDoubleLines.map { .value(Double($0)) }
    }
  }

  /// Test doubles standing for a view in the module's unit tests.
  static func viewDoubles(_ a: Architecture) -> ClaimFigure {
    module(a, "test doubles of a view in the unit tests", missing: "size (unit tests)", unit: .count) {
      $0.viewDoubles.map { .value(Double($0)) }
    }
  }

  /// Objects one screen brings when opened, on average over the screens the memory check opens.
  static func objectsPerScreen(_ a: Architecture) -> ClaimFigure {
    module(a, "objects a screen brings (mean over the screens checked)", missing: "memory check", unit: .mean)
    {
      $0.objectsPerScreen.map { .value($0) }
    }
  }
}
