import HarnessSupport

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

extension ComplexitySummary {
  /// The summary of `files`' functions and types.
  public init(_ files: [FileMetrics]) {
    let functions = files.flatMap(\.functions)
    let values = functions.map(\.complexity).sorted()
    let types = files.flatMap(\.types)
    let largestType = types.max { ($0.codeLines, $1.name) < ($1.codeLines, $0.name) }
    let largestFile = files.max { ($0.lines.code, $1.path) < ($1.lines.code, $0.path) }
    let worst = functions.max { ($0.complexity, $1.name) < ($1.complexity, $0.name) }
    self.init(
      functionCount: values.count, mean: Statistics.mean(values.map(Double.init)),
      p90: Statistics.percentile(0.9, ofSorted: values) ?? 0, max: values.last ?? 0,
      mostComplexFunction: worst?.name ?? "",
      largestType: Sized(
        name: largestType?.name ?? "", role: largestType?.role ?? .other,
        codeLines: largestType?.codeLines ?? 0),
      largestFile: Sized(
        name: largestFile?.path ?? "",
        role: largestFile?.linesByRole.max { ($0.value.code, $1.key) < ($1.value.code, $0.key) }?.key
          ?? .other,
        codeLines: largestFile?.lines.code ?? 0))
  }
}
