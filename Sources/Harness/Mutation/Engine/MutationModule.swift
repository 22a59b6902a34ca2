/// A module whose sources are mutated, and the tests that judge its mutants.
public struct MutationModule: Sendable, Hashable {
  /// The target's name: `MVC`.
  public var name: String
  /// A short key: the results file's name (`mvc.json`).
  public var key: String
  /// The module's unit test target: `MVCTests`.
  public var unitTests: String
  /// Folders (relative to the root) this module builds on besides the configuration's shared
  /// inputs, read into its key: `Sources/ScreenUI` for a module written on ScreenUI.
  public var inputs: [String]
  /// The environment that restricts the acceptance suite to this module
  /// (`ARCHLAB_ARCHITECTURES=mvc`).
  public var acceptanceEnvironment: [String: String]

  /// Creates a module.
  public init(
    name: String, key: String, unitTests: String, inputs: [String] = [],
    acceptanceEnvironment: [String: String] = [:]
  ) {
    self.name = name
    self.key = key
    self.unitTests = unitTests
    self.inputs = inputs
    self.acceptanceEnvironment = acceptanceEnvironment
  }

  /// The module's source folder, relative to the root.
  public var sourcePath: String { "Sources/\(name)" }

  /// The unit tests' folder, relative to the root.
  public var unitTestPath: String { "Tests/\(unitTests)" }
}
