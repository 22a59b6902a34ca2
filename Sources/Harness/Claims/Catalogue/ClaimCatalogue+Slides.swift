import Analysis
import ArchLab

extension ClaimCatalogue {
  /// C24–C27: the claims worded from 003, the Clean Architecture - VIPER slides.
  static let slides: [ClaimEntry] = [
    ClaimEntry(
      "C24", "MVC's view controllers take on every responsibility and are too coupled",
      claim:
        "An MVC view controller mixes display with persistence, navigation and formatting, and is coupled to all of them.",
      sources: [.viperSlides],
      place: "003, slides 31 and 34.",
      quotes: [
        Quote(.viperSlides, "Multi Responsibility"),
        Quote(.viperSlides, "Components too coupled"),
      ],
      english:
        "(slides, English.) Slide 31 annotates one view controller's calls `//Navigation`, `// Networking`, `// Data persistence`, `// Formatting`.",
      rule: ConformanceRule([
        .some(.mvc, [.viewController], refer: .shared(.storage)),
        .some(.mvc, [.viewController], refer: .shared(.screenKit)),
        .none(.mvp, [.viewController], refer: .shared(.storage)),
        .none(.mvvm, [.viewController], refer: .shared(.storage)),
        .none(.viper, [.viewController], refer: .shared(.storage)),
      ]),
      caveats: [.k6, .k7],
      notes: [
        "K6, K7 (ArchLab's MVC is Apple-style by design: controllers call the stores). ArchLab has no networking, so that responsibility is absent everywhere."
      ]),
    ClaimEntry(
      "C25", "MVC's view controllers are impossible to test",
      claim: "MVC's view controllers cannot be unit-tested.",
      sources: [.viperSlides],
      place: "003, slide 33.",
      quotes: [
        Quote(.viperSlides, "Impossible to test")
      ],
      english: "(slide, English.)",
      rule: SettingBoundRule(
        supportedWhen: .any([
          .test(.casesRunShare(.mvc), .below(50)), .test(.roleMutation(.mvc, .viewController), .below(60)),
        ]),
        setting:
          "ScreenKit's view controllers are built to be loaded and driven in memory by tests; the slide speaks of UIKit's in 2014, which were not. MVC's unit tests running the case book and killing its view controllers' mutants here says that ScreenKit's can be tested, not that UIKit's could, so it cannot contradict the claim; only figures showing them hard to test even here could support it."
      ),
      caveats: [.k4, .k8],
      notes: [
        "K4 (ScreenKit view controllers run in memory under test; the slide speaks of UIKit in 2014), K8. The share of the case book MVC's unit tests run and the mutation score of its view controllers are printed with the verdict."
      ]),
    ClaimEntry(
      "C26", "A weak view reference keeps VIPER free of retain cycles",
      claim:
        "With the presenter holding its view weakly, VIPER's screens leave nothing alive when they close.",
      sources: [.viperSlides],
      place: "003, slide 61.",
      quotes: [
        Quote(.viperSlides, "BE CAREFUL WITH RETAIN CYCLES"),
        Quote(.viperSlides, "@property (nonatomic, weak) id view;"),
      ],
      english:
        "(slide, English: the presenter's `view` property is weak, the view controller's `presenter` strong.)",
      rule: LeakRule(.viper),
      caveats: [.k7],
      notes: [
        "VIPER has more objects per screen (interactor, data manager, wireframe), so more references to get right; the report prints the number of objects tracked per architecture beside."
      ]),
    ClaimEntry(
      "C27", "VIPER is heavy work",
      claim: "VIPER takes more work than MVC, to write and to change.",
      sources: [.viperSlides],
      place: "003, slide 93 (\"TIPS\").",
      quotes: [
        Quote(.viperSlides, "Heavy work but you and you'll team will thank it")
      ],
      english:
        "\"Heavy work, but you and your team will thank it.\" (The second half is not tested; see \"Statements not tested\".)",
      rule: DominanceRule([
        Comparison(.grownCodeLines(.viper), .higher, than: .grownCodeLines(.mvc), as: .size),
        Comparison(.seriesLinesChanged(.viper), .higher, than: .seriesLinesChanged(.mvc), as: .size),
      ]),
      caveats: [.k1, .k2, .k9, .k11],
      notes: [
        "This claim and C07 read the same growth-series figures in opposite directions; the sources disagree, and the report shows both. The work to write is the grown app's code lines (the last step of the series)."
      ],
      context: [
        .codeLines(.viper), .codeLines(.mvc), .smallAppLinesChanged(.viper), .smallAppLinesChanged(.mvc),
      ]),
  ]
}
