import ArchLab
import TourScript

/// What following one action through one architecture asks a reader to read:
/// the indirection figures of the tour.
public struct TourFigures: Codable, Sendable, Equatable {
  /// The action followed.
  public var action: TourAction
  /// The architecture it ran in.
  public var architecture: Architecture
  /// The module's own files with a line the action ran (framework stand-ins apart).
  public var files: Int
  /// The module's types with a function, initializer or computed property the action entered.
  public var types: Int
  /// The module's functions, initializers and computed properties the action entered.
  public var functions: Int
  /// The module's lines the action ran.
  public var lines: Int
  /// Pairs of a module protocol and a conforming type one of whose
  /// requirements the action ran (`ContactListViewInput → ContactListViewController`).
  public var boundaries: Int
  /// The shared targets' (ScreenKit, ScreenUI, Storage, Entities) lines the action ran.
  public var sharedLines: Int
  /// The bodies ScreenUI evaluated for the action, rows of lists built included; `nil` in a
  /// module written on ScreenKit, which has no bodies.
  public var bodyEvaluations: Int?
  /// The module's framework stand-in files (its stand-in targets or `Framework/` folder: TCA's store, the
  /// bindings) with a line the action ran, and those lines: what a real app imports, counted
  /// apart from the module's own as its code lines are; `nil` when measured before.
  public var standInFiles: Int?
  /// The framework stand-ins' lines the action ran.
  public var standInLines: Int?

  /// Creates figures.
  public init(
    action: TourAction, architecture: Architecture, files: Int, types: Int, functions: Int, lines: Int,
    boundaries: Int, sharedLines: Int, bodyEvaluations: Int? = nil, standInFiles: Int? = nil,
    standInLines: Int? = nil
  ) {
    self.action = action
    self.architecture = architecture
    self.files = files
    self.types = types
    self.functions = functions
    self.lines = lines
    self.boundaries = boundaries
    self.sharedLines = sharedLines
    self.bodyEvaluations = bodyEvaluations
    self.standInFiles = standInFiles
    self.standInLines = standInLines
  }
}
