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
  /// For each role, the type of that role with the most code lines.
  public var largestTypeByRole: [Role: Sized] = [:]
  /// For each role, the file with the most code lines among those whose lines are mostly
  /// that role's (a file's role is the role holding most of its code lines).
  public var largestFileByRole: [Role: Sized] = [:]

  /// A named thing and its code lines.
  public struct Sized: Codable, Sendable, Equatable {
    /// Its name or path.
    public var name: String
    /// Its role.
    public var role: Role
    /// Its code lines.
    public var codeLines: Int
  }

  private enum CodingKeys: String, CodingKey {
    case functionCount, mean, p90, max, mostComplexFunction, largestType, largestFile
    case largestTypeByRole, largestFileByRole
  }

  /// Decodes a summary; one written before the per-role figures existed has none.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    functionCount = try container.decode(Int.self, forKey: .functionCount)
    mean = try container.decode(Double.self, forKey: .mean)
    p90 = try container.decode(Int.self, forKey: .p90)
    max = try container.decode(Int.self, forKey: .max)
    mostComplexFunction = try container.decode(String.self, forKey: .mostComplexFunction)
    largestType = try container.decode(Sized.self, forKey: .largestType)
    largestFile = try container.decode(Sized.self, forKey: .largestFile)
    largestTypeByRole = try container.decodeIfPresent([Role: Sized].self, forKey: .largestTypeByRole) ?? [:]
    largestFileByRole = try container.decodeIfPresent([Role: Sized].self, forKey: .largestFileByRole) ?? [:]
  }

  /// Creates a summary.
  public init(
    functionCount: Int, mean: Double, p90: Int, max: Int, mostComplexFunction: String, largestType: Sized,
    largestFile: Sized, largestTypeByRole: [Role: Sized] = [:], largestFileByRole: [Role: Sized] = [:]
  ) {
    self.functionCount = functionCount
    self.mean = mean
    self.p90 = p90
    self.max = max
    self.mostComplexFunction = mostComplexFunction
    self.largestType = largestType
    self.largestFile = largestFile
    self.largestTypeByRole = largestTypeByRole
    self.largestFileByRole = largestFileByRole
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
    var typesByRole: [Role: Sized] = [:]
    for type in types {
      typesByRole[type.role] = Self.larger(
        typesByRole[type.role], Sized(name: type.name, role: type.role, codeLines: type.codeLines))
    }
    var filesByRole: [Role: Sized] = [:]
    for file in files {
      let role = Self.mainRole(of: file)
      filesByRole[role] = Self.larger(
        filesByRole[role], Sized(name: file.path, role: role, codeLines: file.lines.code))
    }
    let worst = functions.max { ($0.complexity, $1.name) < ($1.complexity, $0.name) }
    self.init(
      functionCount: values.count, mean: Statistics.mean(values.map(Double.init)),
      p90: Statistics.percentile(0.9, ofSorted: values) ?? 0, max: values.last ?? 0,
      mostComplexFunction: worst?.name ?? "",
      largestType: Sized(
        name: largestType?.name ?? "", role: largestType?.role ?? .other,
        codeLines: largestType?.codeLines ?? 0),
      largestFile: Sized(
        name: largestFile?.path ?? "", role: largestFile.map(Self.mainRole) ?? .other,
        codeLines: largestFile?.lines.code ?? 0),
      largestTypeByRole: typesByRole, largestFileByRole: filesByRole)
  }

  /// The one with more code lines; on a tie, the first by name.
  static func larger(_ current: Sized?, _ candidate: Sized) -> Sized {
    guard let current else { return candidate }
    return (candidate.codeLines, current.name) > (current.codeLines, candidate.name) ? candidate : current
  }

  /// The role holding most of `file`'s code lines (on a tie, the first in `Role`'s order).
  static func mainRole(of file: FileMetrics) -> Role {
    file.linesByRole.max { ($0.value.code, $1.key) < ($1.value.code, $0.key) }?.key ?? .other
  }
}
