import Analysis
import ArchLab

extension ClaimCatalogue {
  /// The rules of C12–C15, the claims worded from 001, the MVVM-R post.
  static let mvvmR: [(id: String, rule: DeclaredRule)] = [
    (
      "C12",
      DeclaredRule(
        ComparisonRule(
          Comparison(.largestRoleShare(.mvvm), .lower, than: .largestRoleShare(.mvc), as: .share)))
    ),
    (
      "C13",
      DeclaredRule(
        ComparisonRule(
          Comparison(
            .roleLines(
              .mvvm, [.boundary, .builder], named: "serving code lines (boundary protocol + builder)"),
            .lower,
            than: .roleLines(
              .viper, [.boundary, .builder], named: "serving code lines (boundary protocol + builder)"),
            as: .size)),
        context: [.codeLines(.mvvm), .codeLines(.viper), .protocols(.mvvm), .protocols(.viper)])
    ),
    (
      "C14",
      DeclaredRule(
        ComparisonRule(Comparison(.connections(.mvvm), .lower, than: .connections(.viper), as: .size)))
    ),
    ("C15", DeclaredRule(LeakRule(.mvvm))),
  ]
}
