import Analysis
import ArchLab

extension ClaimCatalogue {
  /// The rules of C01–C11, the claims worded from 000, Architecting iOS Apps with VIPER.
  static let objcIO: [(id: String, rule: DeclaredRule)] = [
    (
      "C01",
      DeclaredRule(
        ConformanceRule([
          .none(.viper, [.presenter, .interactor], refer: .shared(.screenKit)),
          .none(.viper, [.presenter, .interactor], refer: .shared(.storage)),
          .only(.viper, [.dataManager, .builder, .wireframe], refer: .shared(.storage)),
        ]))
    ),
    (
      "C02",
      DeclaredRule(
        ThresholdRule(
          supportedWhen: .all(
            [.test(.roleShare(.mvc, .viewController), .atLeast(50))]
              + [Architecture.mvp, .mvvm, .viper].map {
                .test(shareGap(.mvc, over: $0, .viewController), .above(10))
              }),
          contradictedWhen: .any(
            [.test(.roleShare(.mvc, .viewController), .below(40))]
              + [Architecture.mvp, .mvvm, .viper].map {
                .test(shareGap($0, over: .mvc, .viewController), .above(10))
              })))
    ),
    (
      "C03",
      DeclaredRule(
        MonsterRaceRule(.mvc, .viewController, against: [.mvp, .mvvm, .viper]),
        context: [
          .largestFileLines(.mvc), .largestFileLines(.mvp), .largestFileLines(.mvvm),
          .largestFileLines(.viper),
        ])
    ),
    (
      "C04",
      DeclaredRule(
        ComparisonRule(
          Comparison(
            .roleLines(.viper, [.viewController]), .lower, than: .roleLines(.mvc, [.viewController]),
            as: .size)
        ), context: [.largestTypeLines(.viper), .largestTypeLines(.mvc)])
    ),
    (
      "C05",
      DeclaredRule(
        DominanceRule([
          Comparison(.largestTypeLines(.viper), .lower, than: .largestTypeLines(.mvc), as: .size),
          Comparison(.meanComplexity(.viper), .lower, than: .meanComplexity(.mvc), as: .meanComplexity),
          Comparison(.p90Complexity(.viper), .lower, than: .p90Complexity(.mvc), as: .p90Complexity),
        ]), context: [.maxComplexity(.viper), .maxComplexity(.mvc)])
    ),
    (
      "C06",
      DeclaredRule(
        TestabilityRule([.viper], than: .mvc), context: [.unitCoverage(.viper), .unitCoverage(.mvc)])
    ),
    (
      "C07",
      DeclaredRule(
        ComparisonRule(
          Comparison(.seriesLinesChanged(.viper), .lower, than: .seriesLinesChanged(.mvc), as: .size)),
        context: [
          .smallAppLinesChanged(.viper), .smallAppLinesChanged(.mvc), .seriesOverSmallApp(.viper),
          .seriesOverSmallApp(.mvc), .filesTouched(.viper), .filesTouched(.mvc),
        ])
    ),
    (
      "C08",
      DeclaredRule(
        ThresholdRule(
          supportedWhen: .all([
            .test(.roleMutation(.viper, .interactor), .atLeast(80)),
            .test(.roleMutation(.viper, .presenter), .atLeast(80)),
          ]),
          contradictedWhen: .any([
            .test(.roleMutation(.viper, .interactor), .below(60)),
            .test(.roleMutation(.viper, .presenter), .below(60)),
          ])),
        context: [
          .roleMutation(.viper, .viewController), .roleMutation(.viper, .wireframe),
          .roleMutation(.viper, .dataManager),
        ])
    ),
    ("C09", DeclaredRule(PairedTimeRule(.viper, than: .mvc))),
    (
      "C10",
      DeclaredRule(
        ComparisonRule(
          Comparison(
            .seriesLinesChanged(.viper, ["04"]), .lower, than: .seriesLinesChanged(.mvc, ["04"]), as: .size)
        ),
        context: [
          .seriesLinesChanged(.mvp, ["04"]), .seriesLinesChanged(.mvvm, ["04"]),
          .smallAppLinesChanged(.viper, ["04"]), .smallAppLinesChanged(.mvc, ["04"]),
          .filesTouched(.viper, exercise: "04"), .filesTouched(.mvc, exercise: "04"),
        ])
    ),
    (
      "C11",
      DeclaredRule(
        ThresholdRule(
          supportedWhen: .all([
            .test(.logicTestMutationOnCommon(.viper), .atLeast(80)),
            .test(logicOverAcceptance(.viper), .atLeast(-5)),
          ]),
          contradictedWhen: .any([
            .test(.logicTestMutationOnCommon(.viper), .below(60)),
            .test(logicOverAcceptance(.viper), .below(-5)),
          ])),
        context: [
          .unitMutation(.viper), .logicTestMutation(.viper), .acceptanceMutation(.viper),
          .logicTestMutationOnCommon(.vip), .acceptanceMutationOnCommon(.vip),
        ])
    ),
  ]
}
