import Analysis
import ArchLab

extension ClaimCatalogue {
  /// The rules of C28–C35, the claims worded from 004, Comparing MVVM and Viper architectures.
  static let auth0: [(id: String, rule: DeclaredRule)] = [
    (
      "C28",
      DeclaredRule(
        ThresholdRule(
          supportedWhen: .test(roleRatio(.mvvm, .viewController, over: .mvc, .viewController), .atMost(0.75)),
          contradictedWhen: .test(
            roleRatio(.mvvm, .viewController, over: .mvc, .viewController), .above(1.10)),
          notes: [
            (
              .all([
                .test(roleRatio(.mvvm, .viewController, over: .mvc, .viewController), .above(0.75)),
                .test(roleRatio(.mvvm, .viewController, over: .mvc, .viewController), .below(0.90)),
              ]), "smaller, but by less than a quarter"
            )
          ]))
    ),
    (
      "C29",
      DeclaredRule(
        ThresholdRule(
          supportedWhen: .all([
            .test(roleRatio(.mvvm, .viewModel, over: .mvc, .viewController), .atLeast(0.55)),
            .test(roleRatio(.mvvm, .viewModel, over: .mvvm, .viewController), .above(1.10)),
          ]),
          contradictedWhen: .any([
            .test(roleRatio(.mvvm, .viewModel, over: .mvc, .viewController), .atMost(0.45)),
            .test(roleRatio(.mvvm, .viewModel, over: .mvvm, .viewController), .below(0.90)),
          ])))
    ),
    (
      "C30",
      DeclaredRule(
        TestabilityRule([.mvvm], than: .mvc), context: [.unitCoverage(.mvvm), .unitCoverage(.mvc)])
    ),
    (
      "C31",
      DeclaredRule(
        ComparisonRule(
          Comparison(.seriesLinesChanged(.mvvm), .lower, than: .seriesLinesChanged(.mvc), as: .size)),
        context: [
          .smallAppLinesChanged(.mvvm), .smallAppLinesChanged(.mvc), .seriesOverSmallApp(.mvvm),
          .seriesOverSmallApp(.mvc), .filesTouched(.mvvm), .filesTouched(.mvc),
        ])
    ),
    (
      "C32",
      DeclaredRule(
        ThresholdRule(
          supportedWhen: .all([
            .test(.unitCoverage(.viper), .atLeast(90)), .test(.unitMutation(.viper), .atLeast(80)),
          ]),
          contradictedWhen: .any([
            .test(.unitCoverage(.viper), .below(80)), .test(.unitMutation(.viper), .below(60)),
          ])),
        context: [
          .unitCoverage(.mvc), .unitMutation(.mvc), .unitCoverage(.mvp), .unitMutation(.mvp),
          .unitCoverage(.mvvm), .unitMutation(.mvvm),
        ])
    ),
    (
      "C33",
      DeclaredRule(
        ThresholdRule(
          supportedWhen: .test(.abstractionShare(.viper), .atLeast(90)),
          contradictedWhen: .test(.abstractionShare(.viper), .below(75))))
    ),
    ("C34", DeclaredRule(RoleGrowthRule(.viper, .presenter, largest: .type))),
    (
      "C35",
      DeclaredRule(
        ThresholdRule(
          supportedWhen: .all([
            .test(
              ClaimFigure.unitMutation(.viper).minus(
                .unitMutation(.mvvm), named: "VIPER − MVVM unit-test mutation score"), .above(5)),
            .test(
              .testLinesPerCase(.viper).over(
                .testLinesPerCase(.mvvm), named: "VIPER ÷ MVVM test lines per case"), .atMost(1.10)),
          ]),
          contradictedWhen: .all([
            .test(
              ClaimFigure.unitMutation(.viper).minus(
                .unitMutation(.mvvm), named: "VIPER − MVVM unit-test mutation score"), .below(-5)),
            .test(
              .testLinesPerCase(.viper).over(
                .testLinesPerCase(.mvvm), named: "VIPER ÷ MVVM test lines per case"), .atLeast(0.90)),
          ]),
          notes: [
            (
              .all([
                .test(
                  ClaimFigure.unitMutation(.viper).minus(
                    .unitMutation(.mvvm), named: "VIPER − MVVM unit-test mutation score"), .atLeast(-5)),
                .test(
                  ClaimFigure.unitMutation(.viper).minus(
                    .unitMutation(.mvvm), named: "VIPER − MVVM unit-test mutation score"), .atMost(5)),
              ]),
              "the two modules' tests are as strong (mutation scores within 5 points): a difference in test lines alone does not make tests better or worse organised"
            )
          ]), context: [.unitCoverage(.viper), .unitCoverage(.mvvm)])
    ),
  ]
}
