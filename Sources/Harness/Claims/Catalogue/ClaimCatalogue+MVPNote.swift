import Analysis
import ArchLab

extension ClaimCatalogue {
  /// C16–C23: the claims worded from 002, the MVP implementation note.
  static let mvpNote: [ClaimEntry] = [
    ClaimEntry(
      "C16", "MVP separates the view from the business logic",
      claim: "In MVP the view no longer knows the model; the presenter does.",
      sources: [.mvpNote],
      place:
        "002, the MVP note: its definition of MVP and its list of advantages («Avantages et inconvénients» in the original; the copy has no headings).",
      quotes: [
        Quote(
          .mvpNote,
          "La vue ne connait donc plus le modèle, c'est maintenant la présentation qui a une référence avec le modèle."
        ),
        Quote(
          .mvpNote,
          "Architecture adaptée pour séparer la vue de la logique métier par le biais de la présentation (Presenter)."
        ),
      ],
      english:
        "\"So the view no longer knows the model; it is now the presenter that holds a reference to the model.\" — \"An architecture suited to separating the view from the business logic by means of the presenter.\"",
      rule: ConformanceRule([
        .none(.mvp, [.viewController, .view], refer: .shared(.entities)),
        .none(.mvp, [.viewController, .view], refer: .shared(.storage)),
      ]),
      caveats: [.k6, .k7],
      notes: []),
    ClaimEntry(
      "C17", "A weak view reference keeps MVP free of retain cycles",
      claim:
        "With the presenter holding its view weakly, MVP's view–presenter pair does not leak; retain cycles are a cost MVP has to manage.",
      sources: [.mvpNote],
      place: "002, «Spécificités iOS pour le MVP» (the ATTENTION paragraph) and the list of drawbacks.",
      quotes: [
        Quote(
          .mvpNote,
          "si la vue est détruite, il y a rétention de cycle et donc une fuite de mémoire (memory leak)."),
        Quote(.mvpNote, "Gestion des rétentions de cycle."),
      ],
      english:
        "\"if the view is destroyed, there is a retain cycle and so a memory leak [unless one of the two references is weak].\" — \"Managing retain cycles [a drawback].\"",
      rule: LeakRule(.mvp),
      caveats: [.k7],
      notes: [
        "What happens with a strong reference (the note's warning) is not measured; the report shows whether the prescribed weak reference is enough."
      ]),
    ClaimEntry(
      "C18", "MVP's view controllers are lighter than MVC's",
      claim: "MVP's view controllers are smaller than MVC's.",
      sources: [.mvpNote],
      place: "002, list of advantages.",
      quotes: [
        Quote(.mvpNote, "ViewController allégés.")
      ],
      english: "\"Lighter view controllers.\"",
      rule: ComparisonRule(
        Comparison(
          .roleLines(.mvp, [.viewController]), .lower, than: .roleLines(.mvc, [.viewController]), as: .size)),
      caveats: [.k2, .k3],
      notes: []),
    ClaimEntry(
      "C19", "MVP's business logic is easier to test than MVC's",
      claim:
        "MVP makes business logic easier to test than MVC, with more coverage, thanks to mocks of injected services.",
      sources: [.mvpNote],
      place: "002, list of advantages, and the paragraph after the first code sample (MVP \"as in MVVM\").",
      quotes: [
        Quote(
          .mvpNote,
          "Tests facilités de la logique métier (Couverture du code par les tests renforcée), et possibilité d'utiliser des mocks (avec l'injection de dépendances) pour tester des services,..."
        ),
        Quote(.mvpNote, "Comme en MVVM, le Presenter permettant ainsi de mieux tester la logique métier"),
      ],
      english:
        "\"Easier tests of the business logic (code coverage by tests strengthened), and the possibility of using mocks (with dependency injection) to test services…\" — \"As in MVVM, the Presenter thus lets the business logic be tested better.\"",
      rule: TestabilityRule([.mvp], than: .mvc, withCoverage: true),
      caveats: [.k4, .k8],
      notes: ["K4 (favours MVC), K8."]),
    ClaimEntry(
      "C20", "MVP's presenters become massive in very large projects",
      claim: "In very large projects, MVP's presenters grow massive.",
      sources: [.mvpNote],
      place: "002, list of drawbacks (said twice).",
      quotes: [
        Quote(
          .mvpNote, "Les Presenter peuvent devenir massifs notamment dans des projets de très grande taille."),
        Quote(.mvpNote, "Pour les grands projets, les Presenter peuvent devenir massifs."),
      ],
      english:
        "\"Presenters can become massive, especially in very large projects.\" — \"In large projects, presenters can become massive.\"",
      rule: RoleGrowthRule(.mvp, .presenter, largest: .file),
      caveats: [.k1, .k3, .k11],
      notes: [
        "The series grows a small app by six changes; the note speaks of very large projects. The rule reads where MVP's growth goes, not whether a presenter reaches a size no source gives for presenters; 003's 1 500 lines is printed beside as an extrapolation."
      ],
      context: [.roleShare(.mvp, .presenter), .largestTypeLines(.mvp)]),
    ClaimEntry(
      "C21", "MVP brings more complexity and more code than MVC",
      claim: "MVP has more code and more parts than MVC.",
      sources: [.mvpNote],
      place: "002, list of drawbacks.",
      quotes: [
        Quote(.mvpNote, "Complexité accrue avec davantage de code.")
      ],
      english: "\"Increased complexity, with more code.\"",
      rule: DominanceRule([
        Comparison(.codeLines(.mvp), .higher, than: .codeLines(.mvc), as: .size),
        Comparison(.typesAndProtocols(.mvp), .higher, than: .typesAndProtocols(.mvc), as: .size),
      ]),
      caveats: [.k2, .k5],
      notes: ["K2 (MVC's model is outside its module, in every module alike), K5."],
      context: [.meanComplexity(.mvp), .meanComplexity(.mvc)]),
    ClaimEntry(
      "C22", "MVP is a heavier architecture than MVVM",
      claim: "MVP is heavier than MVVM.",
      sources: [.mvpNote],
      place: "002, list of drawbacks, and its last sentence.",
      quotes: [
        Quote(.mvpNote, "Architecture plus lourde que l'architecture MVVM."),
        Quote(
          .mvpNote, "MVVM reste préférable que MVP car MVP est une architecture plus lourde que le MVVM."),
      ],
      english:
        "\"A heavier architecture than MVVM.\" — \"MVVM remains preferable to MVP, because MVP is a heavier architecture than MVVM.\"",
      rule: DominanceRule([
        Comparison(.codeLines(.mvp), .higher, than: .codeLines(.mvvm), as: .size),
        Comparison(.files(.mvp), .higher, than: .files(.mvvm), as: .size),
        Comparison(.typesAndProtocols(.mvp), .higher, than: .typesAndProtocols(.mvvm), as: .size),
      ]),
      caveats: [.k3, .k5],
      notes: [
        "\"Heavy\" might also mean heavy to change; the workshop's lines changed are printed beside for that reading."
      ],
      context: [.linesChanged(.mvp), .linesChanged(.mvvm)]),
    ClaimEntry(
      "C23", "Nesting MVP in a Clean Architecture improves testability further",
      claim:
        "A Clean Architecture built on MVP's presenter (VIPER, Clean Swift/VIP) is easier to test than MVP.",
      sources: [.mvpNote],
      place: "002, last paragraph.",
      quotes: [
        Quote(
          .mvpNote,
          "Mais aussi d'imbriquer cette base MVP dans une Clean Architecture, au quel cas d'utiliser les design patterns appropriés pour bien gérer la séparation des responsabilités en couches, l'indépendance et améliorer davantage la testabilté."
        )
      ],
      english:
        "\"And also to nest this MVP base in a Clean Architecture, in which case the appropriate design patterns are used to manage the separation of responsibilities into layers and independence well, and to improve testability further.\"",
      rule: TestabilityRule(cleanArchitectures, than: .mvp),
      caveats: [.k8, .k5],
      notes: [],
      context: [.unitCoverage(.viper), .unitCoverage(.vip), .unitCoverage(.mvp)]),
  ]
}
