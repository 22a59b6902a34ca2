/// Size figures for a group of files (a role, a feature, a module).
public struct SizeFigures: Codable, Sendable, Equatable {
  /// Files whose main role this is.
  public var files = 0
  /// Classes, structs, enums and actors.
  public var types = 0
  /// Protocols.
  public var protocols = 0
  /// Functions, initializers, computed properties and subscripts.
  public var functions = 0
  /// Lines by kind.
  public var lines = LineCounts()

  /// Creates empty figures.
  public init() {}

  static func + (lhs: SizeFigures, rhs: SizeFigures) -> SizeFigures {
    var sum = lhs
    sum.files += rhs.files
    sum.types += rhs.types
    sum.protocols += rhs.protocols
    sum.functions += rhs.functions
    sum.lines = lhs.lines + rhs.lines
    return sum
  }
}

/// Cyclomatic complexity of a module's functions, and its largest type and file.
public struct ComplexitySummary: Codable, Sendable, Equatable {
  /// How many functions were measured.
  public var functionCount: Int
  /// The mean complexity.
  public var mean: Double
  /// The 90th percentile (nearest rank).
  public var p90: Int
  /// The largest complexity.
  public var max: Int
  /// The most complex function.
  public var mostComplexFunction: String
  /// The type with the most code lines: the "massive view controller" indicator.
  public var largestType: Sized
  /// The file with the most code lines.
  public var largestFile: Sized

  /// A named thing and its code lines.
  public struct Sized: Codable, Sendable, Equatable {
    /// Its name or path.
    public var name: String
    /// Its role.
    public var role: Role
    /// Its code lines.
    public var codeLines: Int
  }
}

/// Everything measured on one module's source (and its own unit tests).
public struct ModuleSize: Codable, Sendable, Equatable {
  /// The module (target) name, `MVC` … `VIPER`.
  public var module: String
  /// Totals for the module.
  public var total: SizeFigures
  /// Figures per role, for the whole module.
  public var roles: [Role: SizeFigures]
  /// Figures per feature folder (`Contacts`, `Upcoming`, `Shared` for the rest) and role.
  public var features: [String: [Role: SizeFigures]]
  /// Complexity.
  public var complexity: ComplexitySummary
  /// For each role, the number of distinct types of each other role and of each
  /// shared target it refers to (keys: a role's raw value or a target name).
  public var coupling: [Role: [String: Int]]
  /// The module's own unit tests: `@Test` functions, files, lines.
  public var unitTests: TestFigures
  /// Every file measured.
  public var files: [FileMetrics]
}

/// Size of a test target.
public struct TestFigures: Codable, Sendable, Equatable {
  /// `@Test` functions (a parameterized test counts once).
  public var tests: Int
  /// Files.
  public var files: Int
  /// Lines by kind.
  public var lines: LineCounts
}
