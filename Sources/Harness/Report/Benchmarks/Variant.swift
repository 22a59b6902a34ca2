import ArchLab

/// What a benchmark runs: an architecture, or one of the references it is set against.
public enum Variant: Hashable, Sendable, RawRepresentable, Codable {
  /// The same work with no architecture in between: the least the scenario can cost.
  case floor
  /// The most the scenario may cost (a budget, measured the same way).
  case limit
  /// An architecture's module.
  case architecture(Architecture)

  /// `floor`, `limit`, or the architecture's raw value (`mvc`).
  public var rawValue: String {
    switch self {
    case .floor: "floor"
    case .limit: "limit"
    case .architecture(let architecture): architecture.rawValue
    }
  }

  /// The variant `rawValue` names, or `nil`.
  public init?(rawValue: String) {
    switch rawValue {
    case "floor": self = .floor
    case "limit": self = .limit
    default:
      guard let architecture = Architecture(rawValue: rawValue) else { return nil }
      self = .architecture(architecture)
    }
  }

  /// Every variant: the references, then the architectures in `Architecture.allCases` order.
  public static var all: [Variant] { [.floor, .limit] + Architecture.allCases.map(Variant.architecture) }

  /// Whether it is a reference (the floor or the limit) rather than an architecture.
  public var isReference: Bool { self == .floor || self == .limit }

  /// The name a table row or a chart legend shows: `floor`, `limit`, `MVC`.
  public var title: String {
    switch self {
    case .floor, .limit: rawValue
    case .architecture(let architecture): architecture.displayName
    }
  }
}
