import Analysis

/// The roles as the architecture profile groups them: routers and wireframes both
/// navigate for a screen; services, data managers, workers and clients all reach data.
public enum RoleFamily: String, CaseIterable, Codable, Sendable, Comparable, CodingKeyRepresentable {
  case viewController
  case view
  case presenter
  case viewModel
  case interactor
  case navigation
  case coordinator
  case builder
  case reducer
  case store
  case models
  case boundary
  case dataAccess

  /// The family of `role`; `nil` for data types, `other` and the framework stand-ins, which no
  /// profile counts (every app has data types, whatever its architecture).
  public init?(_ role: Role) {
    switch role {
    case .viewController: self = .viewController
    case .view: self = .view
    case .presenter: self = .presenter
    case .viewModel: self = .viewModel
    case .interactor: self = .interactor
    case .router, .wireframe: self = .navigation
    case .coordinator: self = .coordinator
    case .builder: self = .builder
    case .reducer: self = .reducer
    case .store: self = .store
    case .models: self = .models
    case .boundary: self = .boundary
    case .service, .dataManager, .worker, .client: self = .dataAccess
    case .data, .other, .frameworkStandIn: return nil
    }
  }

  /// Whether its share of code counts in the profile: data access does not, since a real
  /// app keeps its networking and storage beside the screens while ArchLab's modules
  /// share theirs (the `Storage` target); who refers to it still counts.
  public var countsInShares: Bool { self != .dataAccess }

  /// A readable name, plural: `view controllers`, `navigation (routers, wireframes)`.
  public var title: String {
    switch self {
    case .viewController: "view controllers"
    case .view: "views"
    case .presenter: "presenters"
    case .viewModel: "view models"
    case .interactor: "interactors"
    case .navigation: "routers and wireframes"
    case .coordinator: "coordinators"
    case .builder: "builders"
    case .reducer: "reducers"
    case .store: "stores"
    case .models: "models"
    case .boundary: "boundary protocols"
    case .dataAccess: "data access (services, data managers, workers, clients)"
    }
  }

  public static func < (lhs: RoleFamily, rhs: RoleFamily) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}
