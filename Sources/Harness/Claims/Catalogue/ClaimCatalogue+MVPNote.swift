import Analysis
import ArchLab

extension ClaimCatalogue {
  /// The rules of C16–C23, the claims worded from 002, the MVP implementation note.
  static let mvpNote: [(id: String, rule: DeclaredRule)] = [
    (
      "C16",
      DeclaredRule(
        ConformanceRule([
          .none(.mvp, [.viewController, .view], refer: .shared(.entities)),
          .none(.mvp, [.viewController, .view], refer: .shared(.storage)),
        ]))
    ),
    ("C17", DeclaredRule(LeakRule(.mvp))),
    (
      "C18",
      DeclaredRule(
        ComparisonRule(
          Comparison(
            .roleLines(.mvp, [.viewController]), .lower, than: .roleLines(.mvc, [.viewController]), as: .size)
        ))
    ),
    ("C19", DeclaredRule(TestabilityRule([.mvp], than: .mvc, withCoverage: true))),
    (
      "C20",
      DeclaredRule(
        RoleGrowthRule(.mvp, .presenter, largest: .file),
        context: [.roleShare(.mvp, .presenter), .largestTypeLines(.mvp)])
    ),
    (
      "C21",
      DeclaredRule(
        DominanceRule([
          Comparison(.codeLines(.mvp), .higher, than: .codeLines(.mvc), as: .size),
          Comparison(.typesAndProtocols(.mvp), .higher, than: .typesAndProtocols(.mvc), as: .size),
        ]), context: [.meanComplexity(.mvp), .meanComplexity(.mvc)])
    ),
    (
      "C22",
      DeclaredRule(
        DominanceRule([
          Comparison(.codeLines(.mvp), .higher, than: .codeLines(.mvvm), as: .size),
          Comparison(.files(.mvp), .higher, than: .files(.mvvm), as: .size),
          Comparison(.typesAndProtocols(.mvp), .higher, than: .typesAndProtocols(.mvvm), as: .size),
        ]), context: [.linesChanged(.mvp), .linesChanged(.mvvm)])
    ),
    (
      "C23",
      DeclaredRule(
        TestabilityRule(cleanArchitectures, than: .mvp),
        context: [.unitCoverage(.viper), .unitCoverage(.vip), .unitCoverage(.mvp)])
    ),
  ]
}
