import Analysis
import ArchLab

extension ClaimCatalogue {
  /// C28–C35: the claims worded from 004, Comparing MVVM and Viper architectures.
  static let auth0: [ClaimEntry] = [
    ClaimEntry(
      "C28", "MVVM's view controllers shrink considerably compared with MVC's",
      claim: "MVVM's view controllers keep a small part of what MVC's hold, and are considerably smaller.",
      sources: [.mvvmViperAuth0],
      place: "004, «MVVM» → «Comment ça marche» (the View item).",
      quotes: [
        Quote(
          .mvvmViperAuth0,
          "Cela signifie que les vues que vous avez resteront inchangées, tandis que le ViewController contiendra une petite partie de ce qu'il contenait dans MVC et, par conséquent, diminuera considérablement."
        )
      ],
      english:
        "\"This means your views stay the same, while the view controller will contain a small part of what it contained in MVC and so will shrink considerably.\"",
      rule: ThresholdRule(
        supportedWhen: .test(roleRatio(.mvvm, .viewController, over: .mvc, .viewController), .atMost(0.75)),
        contradictedWhen: .test(roleRatio(.mvvm, .viewController, over: .mvc, .viewController), .above(1.10)),
        notes: [
          (
            .all([
              .test(roleRatio(.mvvm, .viewController, over: .mvc, .viewController), .above(0.75)),
              .test(roleRatio(.mvvm, .viewController, over: .mvc, .viewController), .below(0.90)),
            ]), "smaller, but by less than a quarter"
          )
        ]),
      caveats: [.k2, .k3, .k10],
      notes: []),
    ClaimEntry(
      "C29", "MVVM's view models take over most of what MVC's controllers held",
      claim: "Most of the code MVC keeps in its view controllers lives in MVVM's view models.",
      sources: [.mvvmViperAuth0],
      place: "004, «MVVM» → «Comment ça marche» (the ViewModel item).",
      quotes: [
        Quote(
          .mvvmViperAuth0,
          "C'est maintenant l'endroit où se trouvera la plupart du code que vous aviez précédemment dans ViewController."
        )
      ],
      english: "\"It is now where most of the code you previously had in the view controller will live.\"",
      rule: ThresholdRule(
        supportedWhen: .all([
          .test(roleRatio(.mvvm, .viewModel, over: .mvc, .viewController), .atLeast(0.55)),
          .test(roleRatio(.mvvm, .viewModel, over: .mvvm, .viewController), .above(1.10)),
        ]),
        contradictedWhen: .any([
          .test(roleRatio(.mvvm, .viewModel, over: .mvc, .viewController), .atMost(0.45)),
          .test(roleRatio(.mvvm, .viewModel, over: .mvvm, .viewController), .below(0.90)),
        ])),
      caveats: [.k2, .k3, .k10],
      notes: ["K2, K3 (row view models such as `ContactRowViewModel` count as view models), K10."]),
    ClaimEntry(
      "C30", "MVVM is more testable than MVC",
      claim: "MVVM is easier to test than MVC.",
      sources: [.mvvmViperAuth0, .mvpNote],
      place: "004, end of the MVVM part. 002, the paragraph after the first code sample.",
      quotes: [
        Quote(
          .mvvmViperAuth0,
          "Peut-être que cette approche vous semblera plus testable, prise en charge et distribuée que MVC."),
        Quote(.mvpNote, "Comme en MVVM, le Presenter permettant ainsi de mieux tester la logique métier"),
      ],
      english:
        "\"You may find this approach more testable, maintainable and distributed than MVC.\" — \"As in MVVM, the Presenter thus lets the business logic be tested better.\"",
      rule: TestabilityRule([.mvvm], than: .mvc),
      caveats: [.k4, .k8, .k10],
      notes: ["K4 (favours MVC), K8, K10."],
      context: [.unitCoverage(.mvvm), .unitCoverage(.mvc)]),
    ClaimEntry(
      "C31", "MVVM is easier to maintain than MVC",
      claim: "Changing an app costs less in MVVM than in MVC.",
      sources: [.mvvmViperAuth0],
      place: "004, end of the MVVM part (\"prise en charge\": the original says \"maintainable\").",
      quotes: [
        Quote(
          .mvvmViperAuth0,
          "Peut-être que cette approche vous semblera plus testable, prise en charge et distribuée que MVC.")
      ],
      english: "\"You may find this approach more testable, maintainable and distributed than MVC.\"",
      rule: ComparisonRule(
        Comparison(.seriesLinesChanged(.mvvm), .lower, than: .seriesLinesChanged(.mvc), as: .size)),
      caveats: [.k9, .k1, .k2, .k10, .k11],
      notes: [
        "Each change is made on the app the earlier ones grew (the growth series); the same changes made on today's app are printed beside."
      ],
      context: [
        .smallAppLinesChanged(.mvvm), .smallAppLinesChanged(.mvc), .seriesOverSmallApp(.mvvm),
        .seriesOverSmallApp(.mvc), .filesTouched(.mvvm), .filesTouched(.mvc),
      ]),
    ClaimEntry(
      "C32", "VIPER code is very well covered by unit tests",
      claim: "VIPER's code is very well covered by its unit tests.",
      sources: [.mvvmViperAuth0],
      place: "004, «VIPER» → «Comment ça marche» (first paragraph).",
      quotes: [
        Quote(
          .mvvmViperAuth0,
          "Il s'agit vraiment d'une architecture très distribuée et modulaire qui vous permet de partager les responsabilités, est très bien couverte par les tests unitaires et rend votre code réutilisable."
        )
      ],
      english:
        "\"It is a really very distributed and modular architecture that lets you share out responsibilities, is very well covered by unit tests and makes your code reusable.\" (The English original: \"fits very well with unit testing\".)",
      rule: ThresholdRule(
        supportedWhen: .all([
          .test(.unitCoverage(.viper), .atLeast(90)), .test(.unitMutation(.viper), .atLeast(80)),
        ]),
        contradictedWhen: .any([
          .test(.unitCoverage(.viper), .below(80)), .test(.unitMutation(.viper), .below(60)),
        ])),
      caveats: [.k8, .k10],
      notes: [
        "The report prints the other architectures' figures beside; the claim itself is not comparative."
      ],
      context: [
        .unitCoverage(.mvc), .unitMutation(.mvc), .unitCoverage(.mvp), .unitMutation(.mvp),
        .unitCoverage(.mvvm), .unitMutation(.mvvm),
      ]),
    ClaimEntry(
      "C33", "VIPER's classes depend on abstractions",
      claim:
        "Every VIPER layer sits behind a protocol, so its classes depend on abstractions rather than on concrete types.",
      sources: [.mvvmViperAuth0, .viperSlides],
      place: "004, «VIPER» → «INTERACTEUR» (the note). 003, slide 60 (a \"keep in mind\" rule).",
      quotes: [
        Quote(
          .mvvmViperAuth0,
          "chaque couche de VIPER implémente un protocole. En conséquence, les classes dépendent d'abstractions, et non d'une implémentation particulière"
        ),
        Quote(.viperSlides, "PROTOCOLS DEPENDENCY INVERSION INTERFACE SEGREGATION (SOLID)"),
      ],
      english:
        "\"every VIPER layer implements a protocol. As a result, classes depend on abstractions and not on a particular implementation [which meets the dependency-inversion principle].\" — (slide, English.)",
      rule: ThresholdRule(
        supportedWhen: .test(.abstractionShare(.viper), .atLeast(90)),
        contradictedWhen: .test(.abstractionShare(.viper), .below(75))),
      caveats: [.k6, .k7],
      notes: ["Plain values (`other`, Entities) are data, not implementations, and are left out."]),
    ClaimEntry(
      "C34", "VIPER's presenter tends to become bulky",
      claim: "Of VIPER's parts, the presenter is the one likely to grow bulky.",
      sources: [.mvvmViperAuth0],
      place: "004, «VIPER» → «PRÉSENTATEUR».",
      quotes: [
        Quote(
          .mvvmViperAuth0,
          "Comme vous l'avez peut-être remarqué, Presenter a toutes les chances de devenir assez encombrant.")
      ],
      english: "\"As you may have noticed, the presenter has every chance of becoming rather bulky.\"",
      rule: RoleGrowthRule(.viper, .presenter, largest: .type),
      caveats: [.k1, .k3, .k10, .k11],
      notes: [
        "004 suggests splitting a bulky presenter into a presenter and an event handler; ArchLab's VIPER does not."
      ]),
    ClaimEntry(
      "C35", "VIPER's clearer separation makes for better tests than MVVM",
      claim: "VIPER's clearer division of responsibilities gives better organised tests than MVVM.",
      sources: [.mvvmViperAuth0],
      place: "004, «Résumé».",
      quotes: [
        Quote(
          .mvvmViperAuth0,
          "Une délimitation plus claire des responsabilités permet de mieux organiser les tests et d'améliorer la réutilisation."
        )
      ],
      english:
        "\"A clearer delimitation of responsibilities lets tests be better organised and improves reuse.\" (Said of VIPER against MVVM; the reuse half is not tested.)",
      rule: ThresholdRule(
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
        ]),
      caveats: [.k8, .k5, .k10, .k1],
      notes: ["The paragraph recommends VIPER for large, long-lived projects (K1)."],
      context: [.unitCoverage(.viper), .unitCoverage(.mvvm)]),
  ]
}
