import Analysis
import ArchLab

extension ClaimCatalogue {
  /// C36–C40: statements of the sources added to the catalogue after C01–C35 were declared
  /// (a reader found them neither judged nor listed as untested), in the order of their
  /// sources and places among themselves.
  static let added: [(id: String, rule: DeclaredRule)] = [
    (
      "C36",
      DeclaredRule(
        ThresholdRule(
          supportedWhen: .all(
            [Architecture.mvp, .mvvm, .viper].map {
              .test(inputLines(.mvc, over: $0), .below(0.90))
            }),
          contradictedWhen: .any(
            [Architecture.mvp, .mvvm, .viper].map {
              .test(inputLines($0, over: .mvc), .below(0.90))
            })),
        context: [
          .linesChanged(.mvc, exercises: inputExercises), .linesChanged(.viper, exercises: inputExercises),
        ])
    ),
    (
      "C37",
      DeclaredRule(
        DominanceRule([
          Comparison(.typesAndProtocols(.viper), .higher, than: .typesAndProtocols(.mvc), as: .size),
          Comparison(.objectsPerScreen(.viper), .higher, than: .objectsPerScreen(.mvc), as: .size),
        ]))
    ),
    (
      "C38",
      DeclaredRule(
        ThresholdRule(
          supportedWhen: .all([
            .test(.viewDoubles(.mvp), .atLeast(1)),
            .any([
              .test(
                .testDoubleLines(.mvp).over(
                  .testDoubleLines(.mvc), named: "MVP ÷ MVC test-double code lines"),
                .above(1.10)),
              .all([.test(.testDoubleLines(.mvc), .atMost(0)), .test(.testDoubleLines(.mvp), .above(0))]),
            ]),
          ]),
          contradictedWhen: .test(.viewDoubles(.mvp), .below(1)),
          notes: []), context: [.testDoubleLines(.mvvm), .testDoubleLines(.viper)])
    ),
    (
      "C39",
      DeclaredRule(
        ThresholdRule(
          supportedWhen: .all([
            .test(largestRoleGap(.viper, over: .mvc), .below(-10)),
            .test(largestRoleGap(.viper, over: .mvvm), .below(-10)),
          ]),
          contradictedWhen: .any([
            .test(largestRoleGap(.viper, over: .mvc), .above(10)),
            .test(largestRoleGap(.viper, over: .mvvm), .above(10)),
          ])))
    ),
    (
      "C40",
      DeclaredRule(
        DominanceRule([
          Comparison(
            .typesAdded(.viper, exercise: "04"), .higher, than: .typesAdded(.mvvm, exercise: "04"), as: .size),
          Comparison(
            .filesTouched(.viper, exercise: "04"), .higher, than: .filesTouched(.mvvm, exercise: "04"),
            as: .size),
        ]), context: [.typesAdded(.mvc, exercise: "04"), .filesTouched(.mvc, exercise: "04")])
    ),
  ]

  /// The exercises that add a user input: 01, 02, 03 and 06.
  static let inputExercises = ["01", "02", "03", "06"]

  /// `a`'s lines changed by the input exercises ÷ `b`'s.
  static func inputLines(_ a: Architecture, over b: Architecture) -> ClaimFigure {
    ClaimFigure.linesChanged(a, exercises: inputExercises).over(
      .linesChanged(b, exercises: inputExercises),
      named: "\(a.displayName) ÷ \(b.displayName) lines changed by the input exercises")
  }

  /// `a`'s largest role's share of code lines less `b`'s, in points.
  static func largestRoleGap(_ a: Architecture, over b: Architecture) -> ClaimFigure {
    ClaimFigure.largestRoleShare(a).minus(
      .largestRoleShare(b), named: "\(a.displayName) − \(b.displayName) largest role's share")
  }
}
