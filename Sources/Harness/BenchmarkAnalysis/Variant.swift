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
  /// The floor written on ScreenUI, the SwiftUI-shaped toolkit, with the least code: the
  /// denominator of the SwiftUI-shaped modules' ratios; over the floor, the toolkit's cost.
  case floorUI
  /// The floor with a diffable data source (every identifier applied and diffed on each
  /// change, as UIKit's does): over the floor, the cost of identity diffing UIKit apps pay too.
  case floorDiffable
  /// An architecture's module.
  case architecture(Architecture)

  /// `floor`, `limit`, or the architecture's raw value (`mvc`).
  public var rawValue: String {
    switch self {
    case .floor: "floor"
    case .floor2: "floor2"
    case .limit: "limit"
    case .floorUI: "floor-ui"
    case .floorDiffable: "floor-diffable"
    case .architecture(let architecture): architecture.rawValue
    }
  }

  /// The variant `rawValue` names, or `nil`.
  public init?(rawValue: String) {
    switch rawValue {
    case "floor": self = .floor
    case "floor2": self = .floor2
    case "limit": self = .limit
    case "floor-ui": self = .floorUI
    case "floor-diffable": self = .floorDiffable
    default:
      guard let architecture = Architecture(rawValue: rawValue) else { return nil }
      self = .architecture(architecture)
    }
  }

  /// Every variant: the references, then the architectures in `Architecture.allCases` order.
  public static var all: [Variant] {
    // The floors added later come last, so that each variant keeps its place (and its ratios
    // their bootstrap seeds).
    [.floor, .floor2, .limit] + Architecture.allCases.map(Variant.architecture) + [.floorUI, .floorDiffable]
  }

  /// The floor of `architecture`'s toolkit: its ratios' denominator (ScreenUI's floor for a
  /// module written on ScreenUI, ScreenKit's otherwise).
  public static func floor(of architecture: Architecture) -> Variant {
    architecture.isSwiftUIShaped ? .floorUI : .floor
  }

  /// The denominator of this variant's ratio: its toolkit's floor for an architecture, the
  /// ScreenKit floor for a reference.
  public var floor: Variant { architecture.map(Variant.floor(of:)) ?? .floor }

  /// Whether it is a reference (a floor, the A/A twin or the limit) rather than an architecture.
  public var isReference: Bool { architecture == nil }

  /// The architecture, or `nil` for a reference.
  public var architecture: Architecture? {
    if case .architecture(let architecture) = self { architecture } else { nil }
  }

  /// The name a table row or a chart legend shows: `floor`, `floor A/A`, `limit`, `MVC`.
  public var title: String {
    switch self {
    case .floor2: "floor A/A"
    case .floorUI: "ScreenUI floor"
    case .floorDiffable: "diffable floor"
    case .floor, .limit: rawValue
    case .architecture(let architecture): architecture.displayName
    }
  }
}
