import Analysis
import ArchLab

extension ClaimCatalogue {
  /// C01–C11: the claims worded from 000, Architecting iOS Apps with VIPER.
  static let objcIO: [ClaimEntry] = [
    ClaimEntry(
      "C01", "VIPER keeps the UI toolkit and the database out of its business logic",
      claim:
        "In VIPER, presenters and interactors refer to neither the UI toolkit nor the storage; only data managers and the assembly roles refer to the storage.",
      sources: [.viperObjcIO, .viperSlides],
      place:
        "000, \"Architecting iOS Apps with VIPER\": «Qu’est-ce que VIPER?» (second paragraph), «Vue», «Composants d’application s’adaptant à VIPER» (the Core Data paragraphs). 003, \"Clean Architecture - VIPER\", slide 38.",
      quotes: [
        Quote(
          .viperObjcIO,
          "Cela permet d’isoler plus facilement les dépendances (par exemple, votre base de données) et de tester les interactions aux frontières entre les couches"
        ),
        Quote(.viperObjcIO, "Le présentateur ne connaît pas l’existence de UILabel"),
        Quote(.viperObjcIO, "De cette façon, le cœur de l’application n’est jamais dépendant de Core Data"),
        Quote(.viperSlides, "INDEPENDENT FROM FRAMEWORKS, UI, DATABASE AND EXTERNAL ENTITIES. EASY TO TEST"),
      ],
      english:
        "\"This makes it easier to isolate dependencies (for example, your database) and to test the interactions at the boundaries between layers.\" — \"The presenter does not know that UILabel exists.\" — \"This way the core of the application never depends on Core Data.\" — (slide, already English.)",
      rule: ConformanceRule([
        .none(.viper, [.presenter, .interactor], refer: .shared(.screenKit)),
        .none(.viper, [.presenter, .interactor], refer: .shared(.storage)),
        .only(.viper, [.dataManager, .builder, .wireframe], refer: .shared(.storage)),
      ]),
      caveats: [.k6, .k7],
      notes: [
        "The article's benefit (swapping the database without touching the rest) is not exercised by any workshop change.",
        "Clean Swift carries storage errors in its use-case models' responses, so the line with VIP in VIPER's place names the models role among those that refer to Storage.",
      ]),
    ClaimEntry(
      "C02", "In MVC, the app's logic ends up in the view controllers",
      claim:
        "In MVC, most of the app's code sits in the view controllers, far more than in the other architectures.",
      sources: [.viperObjcIO],
      place: "000, «Qu’est-ce que VIPER?» (third paragraph).",
      quotes: [
        Quote(
          .viperObjcIO,
          "Comme une grande partie de la logique applicative n’a pas sa place dans un modèle ou une vue, elle se retrouve généralement dans le contrôleur."
        )
      ],
      english:
        "\"Since much of the application logic does not belong in a model or a view, it usually ends up in the controller.\"",
      rule: ThresholdRule(
        supportedWhen: .all(
          [.test(.roleShare(.mvc, .viewController), .atLeast(50))]
            + [Architecture.mvp, .mvvm, .viper].map {
              .test(shareGap(.mvc, over: $0, .viewController), .above(10))
            }),
        contradictedWhen: .any(
          [.test(.roleShare(.mvc, .viewController), .below(40))]
            + [Architecture.mvp, .mvvm, .viper].map {
              .test(shareGap($0, over: .mvc, .viewController), .above(10))
            })),
      caveats: [.k2, .k3, .k5],
      notes: [
        "K2 (the share counts the module only; an MVC app with a rich model would keep less in its controllers), K3, K5 (ArchLab's MVC follows Apple's style, in which the controller owns the screen logic)."
      ]),
    ClaimEntry(
      "C03", "MVC's view controllers grow into monster files",
      claim: "MVC's view controllers become massive: files over 1 500 lines.",
      sources: [.viperObjcIO, .mvvmRHabr, .viperSlides, .mvvmViperAuth0],
      place:
        "000, «Qu’est-ce que VIPER?» (third paragraph). 001, «Afficher». 003, slide 32 (the threshold). 004, introduction.",
      quotes: [
        Quote(
          .viperObjcIO,
          "Cela conduit à un problème connu sous le nom de contrôleur de vue massif, où les contrôleurs de vue finissent par en faire trop."
        ),
        Quote(
          .mvvmRHabr,
          "Dans tous les cas, même dans MVC, vous ne devez pas charger le ViewController lourdement, bien qu'il soit difficile de le faire."
        ),
        Quote(.viperSlides, "Monster files size > 1500 lines !"),
        Quote(
          .mvvmViperAuth0,
          "En conséquence, vous obtenez d'énormes contrôleurs qui résolvent les tâches ci-dessus et un tas de code qui ne peut pas être réutilisé."
        ),
      ],
      english:
        "\"This leads to a problem known as Massive View Controller, where view controllers end up doing too much.\" — \"In any case, even in MVC, you should not load the ViewController heavily, although it is difficult to do so.\" — (slide, English.) — \"As a result you get enormous controllers that do all of the above, and a pile of code that cannot be reused.\"",
      rule: MonsterRaceRule(.mvc, .viewController, against: [.mvp, .mvvm, .viper]),
      caveats: [.k1, .k2, .k11],
      notes: [
        "The slide counts \"lines\", probably all lines of the file; code lines are fewer, so this rule is stricter than the slide.",
        "The changes to 1 500 lines are an extrapolation: they assume every further change adds to the file what the series' six changes added on average. Whether an app ever gets that many changes is the reader's call; the figures say only which file would get there first.",
      ],
      context: [
        .largestFileLines(.mvc), .largestFileLines(.mvp), .largestFileLines(.mvvm), .largestFileLines(.viper),
      ]),
    ClaimEntry(
      "C04", "VIPER's view controllers are lean",
      claim: "VIPER's view controllers are much smaller than MVC's.",
      sources: [.viperObjcIO],
      place: "000, «Qu’est-ce que VIPER?» (fourth paragraph).",
      quotes: [
        Quote(
          .viperObjcIO,
          "Avec VIPER appliqué, vous remarquerez que les contrôleurs de vue dans notre exemple de liste de tâches sont des machines de contrôle de vue maigres et méchantes."
        )
      ],
      english:
        "\"With VIPER applied, you will notice that the view controllers in our to-do list example are lean, mean, view-controlling machines.\"",
      rule: ComparisonRule(
        Comparison(
          .roleLines(.viper, [.viewController]), .lower, than: .roleLines(.mvc, [.viewController]), as: .size)
      ),
      caveats: [.k2, .k3],
      notes: [],
      context: [.largestTypeLines(.viper), .largestTypeLines(.mvc)]),
    ClaimEntry(
      "C05", "VIPER's classes are easier to understand",
      claim: "VIPER's classes are smaller and simpler than MVC's, hence easier to read and review.",
      sources: [.viperObjcIO, .viperSlides],
      place:
        "000, «Qu’est-ce que VIPER?» (fourth paragraph). 003, slide 35 (the problem, in MVC) and slide 92 (the conclusion, in VIPER).",
      quotes: [
        Quote(
          .viperObjcIO,
          "Vous constaterez également que le code des contrôleurs de vue et de toutes les autres classes est facile à comprendre"
        ),
        Quote(.viperSlides, "Hard to understand (and review) classes."),
        Quote(.viperSlides, "Lighter, more specific and readable classes"),
      ],
      english:
        "\"You will also find that the code in the view controllers and in all the other classes is easy to understand.\" — (slides, English.)",
      rule: DominanceRule([
        Comparison(.largestTypeLines(.viper), .lower, than: .largestTypeLines(.mvc), as: .size),
        Comparison(.meanComplexity(.viper), .lower, than: .meanComplexity(.mvc), as: .meanComplexity),
        Comparison(.p90Complexity(.viper), .lower, than: .p90Complexity(.mvc), as: .p90Complexity),
      ]),
      caveats: [.k1, .k5],
      notes: [
        "Size and cyclomatic complexity stand in for \"easy to understand\"; no figure measures reading itself. A module split into more, smaller types also asks its reader to follow more of them (see C13, C14)."
      ],
      context: [.maxComplexity(.viper), .maxComplexity(.mvc)]),
    ClaimEntry(
      "C06", "VIPER is easier to test than MVC",
      claim: "Code written with VIPER is easier to test than code written with MVC.",
      sources: [.viperObjcIO, .viperSlides],
      place:
        "000, «Qu’est-ce que VIPER?» (fourth paragraph) and «Tester avec VIPER» (first sentence). 003, slide 92.",
      quotes: [
        Quote(
          .viperObjcIO,
          "le code des contrôleurs de vue et de toutes les autres classes est facile à comprendre, plus facile à tester"
        ),
        Quote(
          .viperObjcIO,
          "Suivre VIPER encourage une séparation des préoccupations qui facilite l’adoption du TDD."),
        Quote(.viperSlides, "There're no excuses for TDD !"),
      ],
      english:
        "\"the code in the view controllers and all the other classes is easy to understand, easier to test\" — \"Following VIPER encourages a separation of concerns that makes it easier to adopt TDD.\" — (slide, English.)",
      rule: TestabilityRule([.viper], than: .mvc),
      caveats: [.k4, .k8, .k1],
      notes: ["K4 (this setting favours MVC), K8, K1."],
      context: [.unitCoverage(.viper), .unitCoverage(.mvc)]),
    ClaimEntry(
      "C07", "VIPER's code is easier to maintain than MVC's",
      claim: "Changing an app costs less in VIPER than in MVC.",
      sources: [.viperObjcIO, .mvvmViperAuth0],
      place:
        "000, «Qu’est-ce que VIPER?» (fourth paragraph). 004, introduction (MVC as a maintenance nightmare).",
      quotes: [
        Quote(.viperObjcIO, "plus facile à tester et, par conséquent, également plus facile à maintenir."),
        Quote(
          .mvvmViperAuth0,
          "En d'autres termes, MVC peut être un cauchemar pour un développeur avec un support de projet à long terme."
        ),
      ],
      english:
        "\"easier to test, and therefore also easier to maintain.\" — \"In other words, MVC can be a nightmare for a developer maintaining a long-term project.\"",
      rule: ComparisonRule(
        Comparison(.seriesLinesChanged(.viper), .lower, than: .seriesLinesChanged(.mvc), as: .size)),
      caveats: [.k9, .k1, .k2, .k11],
      notes: [
        "K9, K1 (004 speaks of long-term projects; 000's own example is a small to-do app), K2, K11. Each change is made on the app the earlier ones grew (the growth series), as a long-lived app is changed; the same changes made on today's app are printed beside."
      ],
      context: [
        .smallAppLinesChanged(.viper), .smallAppLinesChanged(.mvc), .seriesOverSmallApp(.viper),
        .seriesOverSmallApp(.mvc), .filesTouched(.viper), .filesTouched(.mvc),
      ]),
    ClaimEntry(
      "C08", "VIPER's interactors and presenters are easy to test in isolation",
      claim: "Being free of UI code, VIPER's interactors and presenters are easy to drive with unit tests.",
      sources: [.viperObjcIO],
      place:
        "000, «Conception d’applications basée sur des cas d’utilisation» (third paragraph) and «Tester avec VIPER» (first paragraph).",
      quotes: [
        Quote(
          .viperObjcIO,
          "En séparant la logique qui organise ces données dans un cas d’utilisation, nous sommes en mesure de garder le code de l’interface utilisateur propre et d’envelopper facilement le cas d’utilisation dans des tests"
        ),
        Quote(
          .viperObjcIO,
          "L’Interactor contient une logique pure, indépendante de toute interface utilisateur, ce qui facilite le pilotage par les tests."
        ),
        Quote(
          .viperObjcIO, "Le développement de cette logique est également facile à piloter avec des tests."),
      ],
      english:
        "\"By separating the logic that organises this data into a use case, we can keep the user-interface code clean and easily wrap the use case in tests.\" — \"The Interactor contains pure logic, independent of any user interface, which makes it easy to drive with tests.\" — \"This logic [the Presenter's] is also easy to develop test-first.\"",
      rule: ThresholdRule(
        supportedWhen: .all([
          .test(.roleMutation(.viper, .interactor), .atLeast(80)),
          .test(.roleMutation(.viper, .presenter), .atLeast(80)),
        ]),
        contradictedWhen: .any([
          .test(.roleMutation(.viper, .interactor), .below(60)),
          .test(.roleMutation(.viper, .presenter), .below(60)),
        ])),
      caveats: [.k8],
      notes: [
        "The report prints the other VIPER roles' scores beside, so that \"easy to test\" can be read against the rest of the module."
      ],
      context: [
        .roleMutation(.viper, .viewController), .roleMutation(.viper, .wireframe),
        .roleMutation(.viper, .dataManager),
      ]),
    ClaimEntry(
      "C09", "Test doubles for the data store make unit tests faster",
      claim:
        "Replacing the data store with a test double makes VIPER's unit tests faster than tests that use the real store (MVC's).",
      sources: [.viperObjcIO],
      place: "000, «Composants d’application s’adaptant à VIPER» (data store paragraphs).",
      quotes: [
        Quote(
          .viperObjcIO,
          "Ne pas parler à un serveur distant (pour un service web) ou ne pas toucher le disque (pour une base de données) permet à vos tests d’être plus rapides et plus répétables."
        )
      ],
      english:
        "\"Not talking to a remote server (for a web service) or not touching the disk (for a database) lets your tests be faster and more repeatable.\"",
      rule: PairedTimeRule(.viper, than: .mvc),
      caveats: [.k5],
      notes: [
        "MVC's unit tests use the storage in memory (`SQLiteStore.inMemory()`), so they touch no disk either; the article's mechanism is mostly absent here. \"More repeatable\" (no flaky tests) is not measured. K5."
      ]),
    ClaimEntry(
      "C10", "VIPER's modules make adding features easier",
      claim:
        "Because VIPER modules have clear interfaces, adding a feature (a new module) costs less than in MVC.",
      sources: [.viperObjcIO],
      place: "000, «Utilisation de VIPER pour construire des modules» (second paragraph).",
      quotes: [
        Quote(
          .viperObjcIO,
          "Cela rend beaucoup plus facile l’ajout/la suppression de fonctionnalités, ou la modification de la façon dont votre interface présente les différents modules à l’utilisateur."
        )
      ],
      english:
        "\"This makes it much easier to add or remove features, or to change the way your interface presents the various modules to the user.\"",
      rule: ComparisonRule(
        Comparison(
          .seriesLinesChanged(.viper, ["04"]), .lower, than: .seriesLinesChanged(.mvc, ["04"]), as: .size)
      ),
      caveats: [.k9, .k1, .k11],
      notes: [
        "Removing a feature and re-arranging how modules are presented are not exercised; this tests \"adding\" only, on one change: the contact detail screen, made at step 4 of the growth series (on the app with delete, search and mark done). MVP's and MVVM's figures, and the same change on today's app, are printed beside."
      ],
      context: [
        .seriesLinesChanged(.mvp, ["04"]), .seriesLinesChanged(.mvvm, ["04"]),
        .smallAppLinesChanged(.viper, ["04"]), .smallAppLinesChanged(.mvc, ["04"]),
        .filesTouched(.viper, exercise: "04"), .filesTouched(.mvc, exercise: "04"),
      ]),
    ClaimEntry(
      "C11", "Passing unit tests tell you the app works",
      claim:
        "In VIPER, the unit tests alone catch the faults the app would show, so that the app works once they pass.",
      sources: [.viperObjcIO],
      place: "000, «Tester avec VIPER» (last paragraph).",
      quotes: [
        Quote(
          .viperObjcIO,
          "Au moment où vous terminez le développement de la vue, vous pourriez constater que la première fois que vous exécutez l’application, tout fonctionne simplement, parce que tous vos tests qui passent vous disent que cela va fonctionner."
        )
      ],
      english:
        "\"By the time you finish developing the view, you may find that the first time you run the app everything just works, because all your passing tests tell you it will.\"",
      rule: ThresholdRule(
        supportedWhen: .all([
          .test(.logicTestMutation(.viper), .atLeast(80)), .test(logicOverAcceptance(.viper), .atLeast(-5)),
        ]),
        contradictedWhen: .any([
          .test(.logicTestMutation(.viper), .below(60)), .test(logicOverAcceptance(.viper), .below(-5)),
        ])),
      caveats: [.k8],
      notes: [
        "The tests the article means are the interactor and presenter tests written first, test-driven: here, the unit-test files whose tests reach an interactor or a presenter and no view controller, view, builder, wireframe or ScreenKit type. A mutant counts as killed by them when one of their tests failed on it; a timeout or a crashed process names no test and is not counted. The whole unit suite's score is printed beside."
      ],
      context: [.unitMutation(.viper), .logicTestMutation(.vip), .acceptanceMutation(.vip)]),
  ]
}
