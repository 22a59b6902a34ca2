/// The part a type plays in an architecture, read from its name's suffix
/// (the naming rules in the repository's README.md); what matches no suffix
/// is `other`, never dropped. Everything in a stand-in target or a module's `Framework/` folder plays
/// `frameworkStandIn` instead (``FileMetrics/standingInForFrameworks``). A nested type (`ContactListModels.Fetch.Request`,
/// `ContactListFeature.State`) plays the part of the type it is nested in.
public enum Role: String, CaseIterable, Codable, CodingKeyRepresentable, Sendable, Comparable {
  case viewController
  case view
  case presenter
  case viewModel
  case coordinator
  case interactor
  case router
  case wireframe
  case dataManager
  case worker
  case models
  case reducer
  case store
  case client
  case builder
  case service
  case boundary
  /// A plain value type no rule gives another part: data passed around (an entity, a DTO, a
  /// request, an enum of cases). Decided by structure only (``RoleClassifier``); a name alone
  /// never makes one, and it is counted apart from `other` but, like it, in no architecture's
  /// profile and in no claim's comparison of roles.
  case data
  /// Code that stands in for a library a real app would import (TCA's store and effects,
  /// the bindings Combine or Observation give on iOS): every declaration in a stand-in
  /// target a module imports or in its `Framework/` folder, whatever its name.
  case frameworkStandIn
  case other

  /// The suffixes, longest first where one ends another (`ViewController` before `View`).
  static let suffixes: [(String, Role)] = [
    ("Protocol", .boundary), ("Input", .boundary), ("Output", .boundary), ("Interface", .boundary),
    ("Delegate", .boundary), ("DisplayLogic", .boundary), ("BusinessLogic", .boundary),
    ("PresentationLogic", .boundary), ("RoutingLogic", .boundary), ("DataPassing", .boundary),
    ("DataStore", .boundary), ("ViewController", .viewController), ("ViewModel", .viewModel),
    ("View", .view), ("Presenter", .presenter), ("Coordinator", .coordinator), ("Interactor", .interactor),
    ("Router", .router), ("Wireframe", .wireframe), ("DataManager", .dataManager), ("Worker", .worker),
    ("Models", .models), ("Feature", .reducer), ("Reducer", .reducer), ("Store", .store),
    ("Client", .client), ("Builder", .builder), ("Configurator", .builder), ("Service", .service),
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
    case .models: "models"
    case .client: "dependency client"
    case .boundary: "boundary protocol"
    case .data: "data type"
    case .frameworkStandIn: "framework stand-in"
    default: rawValue
    }
  }

  public static func < (lhs: Role, rhs: Role) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}
