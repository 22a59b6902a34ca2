import Analysis
import ArchLab
import GrowthRules

/// What a growth rule follows from step to step of one module's growth series
/// (`Docs/Claims.md`, "Growth").
public enum GrowthMeasure: Sendable, Equatable {
  /// The module's code lines.
  case codeLines
  /// The code lines of one role.
  case roleLines(Role)
  /// The code lines of the module's largest file, whatever its role.
  case largestFile
  /// The code lines of the largest file whose lines are mostly `role`'s.
  case largestFileOf(Role)
  /// The code lines of the largest type of `role`.
  case largestTypeOf(Role)

  /// `largest view-controller file`, `presenter code lines`.
  public var title: String {
    switch self {
    case .codeLines: "code lines"
    case .roleLines(let role): "\(role.title) code lines"
    case .largestFile: "largest file"
    case .largestFileOf(let role): "largest \(role.title) file"
    case .largestTypeOf(let role): "largest \(role.title) type"
    }
  }

  /// Its value at one step, in code lines; `nil` when the step lacks the figure it needs.
  /// A role without a file or type at this step counts 0 lines.
  public func value(_ module: ModuleFigures) -> Double? {
    switch self {
    case .codeLines: module.codeLines.map(Double.init)
    case .roleLines(let role): module.roleCodeLines.map { Double($0[role] ?? 0) }
    case .largestFile: module.largestFile.map { Double($0.codeLines) }
    case .largestFileOf(let role): module.largestFileByRole.map { Double($0[role]?.codeLines ?? 0) }
    case .largestTypeOf(let role): module.largestTypeByRole.map { Double($0[role]?.codeLines ?? 0) }
    }
  }

  /// The name of the file or type at one step (`nil` for line counts, or when there is none).
  public func item(_ module: ModuleFigures) -> String? {
    switch self {
    case .codeLines, .roleLines: nil
    case .largestFile: module.largestFile?.name
    case .largestFileOf(let role): module.largestFileByRole?[role]?.name
    case .largestTypeOf(let role): module.largestTypeByRole?[role]?.name
    }
  }
}

extension GrowthCurve {
  /// The curve of `measure` over `series`, or `nil` when a step lacks its figure or the
  /// series has fewer than two steps.
  public init?(_ measure: GrowthMeasure, in series: GrowthFigures) {
    let values = series.steps.compactMap(measure.value)
    guard values.count == series.steps.count, values.count >= 2 else { return nil }
    self.init(values: values)
  }
}
