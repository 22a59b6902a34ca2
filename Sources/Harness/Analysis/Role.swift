/// The part a type plays in an architecture, read from its name's suffix
/// (the naming rules in the repository's README.md); what matches no suffix
/// is `other`, never dropped.
public enum Role: String, CaseIterable, Codable, CodingKeyRepresentable, Sendable, Comparable {
  case viewController
  case view
  case presenter
  case viewModel
  case interactor
  case router
  case wireframe
  case dataManager
  case builder
  case service
  case boundary
  case other

  /// The suffixes, longest first where one ends another (`ViewController` before `View`).
  static let suffixes: [(String, Role)] = [
    ("Protocol", .boundary), ("Input", .boundary), ("Output", .boundary), ("Interface", .boundary),
    ("Delegate", .boundary), ("ViewController", .viewController), ("ViewModel", .viewModel),
    ("View", .view), ("Presenter", .presenter), ("Interactor", .interactor), ("Router", .router),
    ("Wireframe", .wireframe), ("DataManager", .dataManager), ("Builder", .builder), ("Service", .service),
  ]

  /// The role of a type named `typeName` (generic arguments and module prefixes ignored).
  public init(typeName: String) {
    let base = typeName.split(separator: ".").last.map(String.init) ?? typeName
    let name = base.split(separator: "<").first.map(String.init) ?? base
    self = Role.suffixes.first { name.hasSuffix($0.0) }?.1 ?? .other
  }

  /// A readable name: `view controller`, `data manager`.
  public var title: String {
    switch self {
    case .viewController: "view controller"
    case .viewModel: "view model"
    case .dataManager: "data manager"
    case .boundary: "boundary protocol"
    default: rawValue
    }
  }

  public static func < (lhs: Role, rhs: Role) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}
