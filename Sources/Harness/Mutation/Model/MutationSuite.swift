/// A test suite a mutant is run against.
public enum MutationSuite: String, CaseIterable, Codable, CodingKeyRepresentable, Sendable, Comparable {
  /// The module's own unit tests (`<ARCH>Tests`).
  case unit
  /// The acceptance suite, restricted to the module's architecture.
  case acceptance

  /// A readable name: `unit tests`.
  public var title: String {
    switch self {
    case .unit: "unit tests"
    case .acceptance: "acceptance suite"
    }
  }

  public static func < (lhs: MutationSuite, rhs: MutationSuite) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}
