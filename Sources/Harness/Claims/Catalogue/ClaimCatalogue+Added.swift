import Analysis
import ArchLab

extension ClaimCatalogue {
  /// C36–C40: statements of the sources added to the catalogue after C01–C35 were declared
  /// (a reader found them neither judged nor listed as untested), in the order of their
  /// sources and places among themselves.
  static let added: [ClaimEntry] = [
    ClaimEntry(
      "C36", "MVC's view controllers are the easiest place to handle input",
      claim:
        "Handling a new user input costs least where the view controller takes it, as MVC's does.",
      sources: [.viperObjcIO],
      place: "000, «Vue» (the paragraph on user input).",
      quotes: [
        Quote(
          .viperObjcIO,
          "Il est facile de comprendre pourquoi les contrôleurs de vue deviennent généralement si grands, puisqu’ils sont l’endroit le plus facile pour traiter cette entrée pour effectuer une certaine action."
        )
      ],
      english:
        "\"It is easy to see why view controllers usually become so large, since they are the easiest place to handle this input to perform some action.\"",
      rule: ThresholdRule(
        supportedWhen: .all(
          [Architecture.mvp, .mvvm, .viper].map {
            .test(inputLines(.mvc, over: $0), .below(0.90))
          }),
        contradictedWhen: .any(
          [Architecture.mvp, .mvvm, .viper].map {
            .test(inputLines($0, over: .mvc), .below(0.90))
          })),
      caveats: [.k9, .k4, .k1],
      notes: [
        "The four exercises that add an input: 01 (a swipe action), 02 (a search field), 03 (a swipe action) and 06 (live validation of the fields), each made on today's app. The article gives this as the reason view controllers grow; C02 and C03 judge the growth itself."
      ],
      context: [
        .linesChanged(.mvc, exercises: inputExercises), .linesChanged(.viper, exercises: inputExercises),
      ]),
    ClaimEntry(
      "C37", "VIPER can turn into a warren of objects",
      claim:
        "VIPER multiplies objects: its modules are made of many more types, and its screens of many more objects, than MVC's.",
      sources: [.viperObjcIO],
      place: "000, «Conclusion» (first paragraph).",
      quotes: [
        Quote(
          .viperObjcIO,
          "Peut-être êtes-vous tombé sur une garenne d’objets » lapin « , ou votre application bénéficierait de l’utilisation de séquences dans les Storyboards."
        )
      ],
      english:
        "\"Perhaps you have run into a warren of 'rabbit' objects, or your app would benefit from using segues in Storyboards.\" (Given as a reason to deviate from VIPER.)",
      rule: DominanceRule([
        Comparison(.typesAndProtocols(.viper), .higher, than: .typesAndProtocols(.mvc), as: .size),
        Comparison(.objectsPerScreen(.viper), .higher, than: .objectsPerScreen(.mvc), as: .size),
      ]),
      caveats: [.k5, .k6, .k10],
      notes: [
        "Objects a screen brings: the objects found by reflection from a screen once it is opened (the memory check, `Tests/ReliabilityTests/MemoryTests.swift`), averaged over the screens it opens. The article does not say how many objects make a warren; the rule compares VIPER with MVC."
      ]),
    ClaimEntry(
      "C38", "Testing an MVP presenter means simulating the view",
      claim: "MVP's presenter tests need the view simulated by a test double: a cost MVC's tests do not pay.",
      sources: [.mvpNote],
      place: "002, the paragraph after the first code sample.",
      quotes: [
        Quote(
          .mvpNote, "Dans les tests unitaires avec un presenter, il faudra simuler la vue avec la délégation."
        )
      ],
      english: "\"In unit tests with a presenter, the view will have to be simulated through delegation.\"",
      rule: ThresholdRule(
        supportedWhen: .all([
          .test(.viewDoubles(.mvp), .atLeast(1)),
          .any([
            .test(
              .testDoubleLines(.mvp).over(.testDoubleLines(.mvc), named: "MVP ÷ MVC test-double code lines"),
              .above(1.10)),
            .all([.test(.testDoubleLines(.mvc), .atMost(0)), .test(.testDoubleLines(.mvp), .above(0))]),
          ]),
        ]),
        contradictedWhen: .test(.viewDoubles(.mvp), .below(1)),
        notes: []),
      caveats: [.k4, .k5],
      notes: [
        "A test double is a type of the unit tests whose name begins or ends with Fake, Stub, Spy, Mock or Dummy; it stands for a view when the rest of its name ends in View, ViewProtocol, ViewInterface or DisplayLogic. When MVC's tests have no double, the ratio has no value and any MVP test-double line counts as more."
      ],
      context: [.testDoubleLines(.mvvm), .testDoubleLines(.viper)]),
    ClaimEntry(
      "C39", "VIPER is a very distributed architecture",
      claim: "VIPER spreads its code over its roles more than MVC and MVVM do.",
      sources: [.mvvmViperAuth0],
      place: "004, «VIPER» → «Comment ça marche» (first paragraph).",
      quotes: [
        Quote(
          .mvvmViperAuth0,
          "Il s'agit vraiment d'une architecture très distribuée et modulaire qui vous permet de partager les responsabilités"
        )
      ],
      english:
        "\"It is a really very distributed and modular architecture that lets you share out responsibilities\" (the rest of the sentence is C32).",
      rule: ThresholdRule(
        supportedWhen: .all([
          .test(largestRoleGap(.viper, over: .mvc), .below(-10)),
          .test(largestRoleGap(.viper, over: .mvvm), .below(-10)),
        ]),
        contradictedWhen: .any([
          .test(largestRoleGap(.viper, over: .mvc), .above(10)),
          .test(largestRoleGap(.viper, over: .mvvm), .above(10)),
        ])),
      caveats: [.k3, .k5, .k10],
      notes: [
        "\"Distributed\" is read as C12 reads MVVM's division of responsibility: the share of the module's code lines held by its largest role, boundary protocols and other types left out. \"Modular\" (features as modules) is not measured apart."
      ]),
    ClaimEntry(
      "C40", "VIPER's files are too many to write by hand",
      claim: "A new VIPER screen takes so many files and declarations that a code generator pays.",
      sources: [.mvvmViperAuth0],
      place: "004, «VIPER» (the note after the list of layers).",
      quotes: [
        Quote(
          .mvvmViperAuth0,
          "Remarque : Si vous décidez de créer votre projet sur VIPER, vous ne devez pas essayer de créer tous les fichiers manuellement - vous pouvez utiliser l'un des générateurs de code, par exemple, comme VIPER Gen ou Generamba (projet Rambler) ."
        )
      ],
      english:
        "\"Note: if you decide to build your project on VIPER, you should not try to create all the files by hand — you can use one of the code generators, for example VIPER Gen or Generamba (a Rambler project).\"",
      rule: DominanceRule([
        Comparison(
          .typesAdded(.viper, exercise: "04"), .higher, than: .typesAdded(.mvvm, exercise: "04"), as: .size),
        Comparison(
          .filesTouched(.viper, exercise: "04"), .higher, than: .filesTouched(.mvvm, exercise: "04"),
          as: .size),
      ]),
      caveats: [.k9, .k5, .k10],
      notes: [
        "Exercise 04 (a contact detail screen) is the one change that adds a screen; it is made on today's app. The article compares VIPER with MVVM; MVC's figures are printed beside. Whether a generator pays is a judgement; the rule measures the boilerplate it would write."
      ],
      context: [.typesAdded(.mvc, exercise: "04"), .filesTouched(.mvc, exercise: "04")]),
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
