import Analysis
import ArchLab

extension ClaimCatalogue {
  /// The rules of C24–C27, the claims worded from 003, the Clean Architecture - VIPER slides.
  static let slides: [(id: String, rule: DeclaredRule)] = [
    (
      "C24",
      DeclaredRule(
        ConformanceRule([
          .some(.mvc, [.viewController], refer: .shared(.storage)),
          .some(.mvc, [.viewController], refer: .shared(.screenKit)),
          .none(.mvp, [.viewController], refer: .shared(.storage)),
          .none(.mvvm, [.viewController], refer: .shared(.storage)),
          .none(.viper, [.viewController], refer: .shared(.storage)),
        ]))
    ),
    (
      "C25",
      DeclaredRule(
        SettingBoundRule(
          supportedWhen: .any([
            .test(.casesRunShare(.mvc), .below(50)), .test(.roleMutation(.mvc, .viewController), .below(60)),
          ]),
          setting:
            "ScreenKit's view controllers are built to be loaded and driven in memory by tests; the slide speaks of UIKit's in 2014, which were not. MVC's unit tests running the case book and killing its view controllers' mutants here says that ScreenKit's can be tested, not that UIKit's could, so it cannot contradict the claim; only figures showing them hard to test even here could support it."
        ))
    ),
    ("C26", DeclaredRule(LeakRule(.viper))),
    (
      "C27",
      DeclaredRule(
        DominanceRule([
          Comparison(.grownCodeLines(.viper), .higher, than: .grownCodeLines(.mvc), as: .size),
          Comparison(.seriesLinesChanged(.viper), .higher, than: .seriesLinesChanged(.mvc), as: .size),
        ]),
        context: [
          .codeLines(.viper), .codeLines(.mvc), .smallAppLinesChanged(.viper), .smallAppLinesChanged(.mvc),
        ])
    ),
  ]
}
