/// A caveat of `Docs/Claims.md` (K1 … K11) that the report prints beside the verdicts it applies to.
public enum Caveat: String, CaseIterable, Sendable, Decodable {
  case k1 = "K1"
  case k2 = "K2"
  case k3 = "K3"
  case k4 = "K4"
  case k5 = "K5"
  case k6 = "K6"
  case k7 = "K7"
  case k8 = "K8"
  case k9 = "K9"
  case k10 = "K10"
  case k11 = "K11"

  /// `K1 · Small app`.
  public var title: String {
    let names = [
      "Small app", "MVC's model is shared", "Roles from structure", "ScreenKit is easy to test",
      "One implementation each", "Coupling counts names", "By construction", "Equivalent mutants",
      "Six changes", "Translation", "Growth by extrapolation",
    ]
    return "\(rawValue) · \(names[Self.allCases.firstIndex(of: self)!])"
  }

  /// The caveat's text, as `Docs/Claims.md` words it.
  public var text: String {
    switch self {
    case .k1:
      "ArchLab's app has two features, four screens and a few hundred code lines per module; several sources speak of large, long-lived apps."
    case .k2:
      "MVC's model (Entities, Storage) lives in the shared targets, outside `Sources/MVC`; MVC's figures count its controllers and their helpers, not its model. The same shared targets serve every architecture."
    case .k3:
      "Roles come from each type's structure (inheritance, conformances, ownership, references), then its folder and its name's suffix, by the classifier `archlab analyze` uses on any app; a type none of these decides counts as `other`."
    case .k4:
      "ScreenKit is a text toolkit built to be driven by tests, in memory; view controllers are much easier to test here than UIKit's were in 2014–2016. This favours architectures that keep logic in view controllers (MVC)."
    case .k5:
      "Each architecture is written once, in one style, \"as its best practitioners would write it\"; another team's MVVM or VIPER could measure differently."
    case .k6:
      "The coupling figure counts distinct types a role refers to, not how often or how deeply."
    case .k7:
      "ArchLab's module was written to follow this source's design; the check shows that it does, not that the design pays off."
    case .k8:
      "Mutation scores include surviving mutants that no test could kill (equivalent mutants); compare scores between architectures rather than reading them as absolute."
    case .k9:
      "The workshop is six changes with one reference solution per architecture, on a small app; a long-lived app's changes may cost differently."
    case .k10:
      "The copy is a machine translation; its wording may differ from the original's (see `Sources.md`)."
    case .k11:
      "The growth series is the workshop's six changes made one after another, each by one reference solution per architecture: an app grown to about twice its first size, not a large one. Growth per change and the changes it would take to pass a threshold extrapolate those six changes in a straight line; a real app's changes may differ."
    }
  }
}
