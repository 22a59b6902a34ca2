/// Covered and total counts of lines and functions.
public struct CoverageFigures: Codable, Sendable, Equatable {
  /// Lines executed at least once.
  public var coveredLines = 0
  /// Executable lines.
  public var lines = 0
  /// Functions executed at least once.
  public var coveredFunctions = 0
  /// Functions.
  public var functions = 0

  /// Creates figures.
  public init(coveredLines: Int = 0, lines: Int = 0, coveredFunctions: Int = 0, functions: Int = 0) {
    self.coveredLines = coveredLines
    self.lines = lines
    self.coveredFunctions = coveredFunctions
    self.functions = functions
  }

  /// Line coverage in percent (0 when there is nothing to cover).
  public var linePercent: Double { lines == 0 ? 0 : 100 * Double(coveredLines) / Double(lines) }
  /// Function coverage in percent.
  public var functionPercent: Double {
    functions == 0 ? 0 : 100 * Double(coveredFunctions) / Double(functions)
  }

  /// The sum, count by count.
  public static func + (lhs: CoverageFigures, rhs: CoverageFigures) -> CoverageFigures {
    CoverageFigures(
      coveredLines: lhs.coveredLines + rhs.coveredLines, lines: lhs.lines + rhs.lines,
      coveredFunctions: lhs.coveredFunctions + rhs.coveredFunctions, functions: lhs.functions + rhs.functions)
  }
}
