import ArchLab

/// What a benchmark runs: an architecture, or one of the references it is set against.
public enum Variant: Hashable, Sendable, RawRepresentable, Codable {
  /// The same work with no architecture in between: each ratio's denominator.
  case floor
  /// The floor's code measured again as a second variant: the A/A control,
  /// whose ratio to the floor is the run's noise band.
  case floor2
  /// The least any implementation must do: the same rows fetched and the
  /// visible ones drawn, unsorted, without sections.
  case limit
  /// An architecture's module.
  case architecture(Architecture)

  /// `floor`, `limit`, or the architecture's raw value (`mvc`).
  public var rawValue: String {
    switch self {
    case .floor: "floor"
    case .floor2: "floor2"
    case .limit: "limit"
    case .architecture(let architecture): architecture.rawValue
    }
  }

  /// The variant `rawValue` names, or `nil`.
  public init?(rawValue: String) {
    switch rawValue {
    case "floor": self = .floor
    case "floor2": self = .floor2
    case "limit": self = .limit
    default:
      guard let architecture = Architecture(rawValue: rawValue) else { return nil }
      self = .architecture(architecture)
    }
  }

  /// Every variant: the references, then the architectures in `Architecture.allCases` order.
  public static var all: [Variant] {
    [.floor, .floor2, .limit] + Architecture.allCases.map(Variant.architecture)
  }

  /// Whether it is a reference (the floor, its A/A twin or the limit) rather than an architecture.
  public var isReference: Bool { architecture == nil }

  /// The architecture, or `nil` for a reference.
  public var architecture: Architecture? {
    if case .architecture(let architecture) = self { architecture } else { nil }
  }

  /// The name a table row or a chart legend shows: `floor`, `floor A/A`, `limit`, `MVC`.
  public var title: String {
    switch self {
    case .floor2: "floor A/A"
    case .floor, .limit: rawValue
    case .architecture(let architecture): architecture.displayName
    }
  }
}
