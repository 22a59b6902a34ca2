import Analysis
import ArchLab

extension ClaimCatalogue {
  /// C12–C15: the claims worded from 001, the MVVM-R post.
  static let mvvmR: [ClaimEntry] = [
    ClaimEntry(
      "C12", "MVVM divides responsibility between layers more than MVC",
      claim: "MVVM spreads the app's code over its layers; MVC concentrates it in one.",
      sources: [.mvvmRHabr, .mvvmViperAuth0],
      place: "001, «Pourquoi MVVM, pas VIPER ou MVC?». 004, end of the MVVM part (\"distribuée\").",
      quotes: [
        Quote(.mvvmRHabr, "Contrairement à MVC, MVVM a une responsabilité assez divisée entre les couches."),
        Quote(
          .mvvmViperAuth0,
          "Peut-être que cette approche vous semblera plus testable, prise en charge et distribuée que MVC."),
      ],
      english:
        "\"Unlike MVC, MVVM has responsibility fairly divided between its layers.\" — \"You may find this approach more testable, maintainable and distributed than MVC.\"",
      rule: ComparisonRule(
        Comparison(.largestRoleShare(.mvvm), .lower, than: .largestRoleShare(.mvc), as: .share)),
      caveats: [.k2, .k3, .k10],
      notes: []),
    ClaimEntry(
      "C13", "MVVM has less \"serving\" code than VIPER",
      claim: "MVVM needs less plumbing code (protocols and wiring) than VIPER.",
      sources: [.mvvmRHabr],
      place: "001, «Pourquoi MVVM, pas VIPER ou MVC?».",
      quotes: [
        Quote(
          .mvvmRHabr,
          "Il n'a pas autant de code «servant» que dans VIPER, bien que ViewModel pour les écrans soit également fermé par des protocoles."
        )
      ],
      english:
        "\"It does not have as much 'serving' code as VIPER, although the screens' view models are also closed behind protocols.\"",
      rule: ComparisonRule(
        Comparison(
          .roleLines(
            .mvvm, [.boundary, .builder], named: "serving code lines (boundary protocol + builder)"), .lower,
          than: .roleLines(
            .viper, [.boundary, .builder], named: "serving code lines (boundary protocol + builder)"),
          as: .size)),
      caveats: [.k3, .k5, .k10],
      notes: [
        "001's MVVM binds with ReactiveSwift; ArchLab's uses Swift's Observation. 004's English original says in its last paragraph that \"MVVM generally produces much less code\"; that paragraph is not in the copy (see `Sources.md`)."
      ],
      context: [.codeLines(.mvvm), .codeLines(.viper), .protocols(.mvvm), .protocols(.viper)]),
    ClaimEntry(
      "C14", "MVVM's layers are connected more simply than VIPER's",
      claim: "The connections between layers are simpler in MVVM than in VIPER.",
      sources: [.mvvmRHabr],
      place: "001, «Pourquoi MVVM, pas VIPER ou MVC?».",
      quotes: [
        Quote(
          .mvvmRHabr,
          "les connexions entre les couches sont simplifiées grâce à l'utilisation de la programmation réactive et des liants (nous utilisons ReactiveSwift)."
        )
      ],
      english:
        "\"the connections between layers are simplified by the use of reactive programming and bindings (we use ReactiveSwift).\"",
      rule: ComparisonRule(Comparison(.connections(.mvvm), .lower, than: .connections(.viper), as: .size)),
      caveats: [.k6, .k10],
      notes: ["K6, K10; ArchLab's MVVM uses Observation, not ReactiveSwift."]),
    ClaimEntry(
      "C15", "A screen's service goes away with its screen (MVVM-R)",
      claim: "In MVVM-R, a service serves one screen and is released when the screen closes.",
      sources: [.mvvmRHabr],
      place: "001, «Les services».",
      quotes: [
        Quote(
          .mvvmRHabr,
          "Si, en quittant l'écran, le service n'est pas détruit, mais continue de répondre à une demande réseau déjà inutile et ralentira les autres demandes."
        )
      ],
      english:
        "\"If the service is not destroyed when the screen is left, it keeps answering a network request that is no longer needed, and slows the other requests down.\"",
      rule: LeakRule(.mvvm),
      caveats: [.k7, .k10],
      notes: [
        "ArchLab's MVVM creates one service per feature stack, shared by its list and add screens; the service outlives the add screen by design and must go when the list goes. K7, K10."
      ]),
  ]
}
