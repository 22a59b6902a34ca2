import Analysis
import ArchLab
import HarnessSupport

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

/// A measure followed over every step of one module's growth series: its values, its
/// growth per change, and how many more changes would take it to a threshold.
public struct GrowthCurve: Sendable, Equatable {
  /// The value at each step, index = step.
  public var values: [Double]

  /// Creates a curve from its values.
  public init(values: [Double]) {
    self.values = values
  }

  /// The curve of `measure` over `series`, or `nil` when a step lacks its figure or the
  /// series has fewer than two steps.
  public init?(_ measure: GrowthMeasure, in series: GrowthFigures) {
    let values = series.steps.compactMap(measure.value)
    guard values.count == series.steps.count, values.count >= 2 else { return nil }
    self.values = values
  }

  /// Growth per change: the least-squares slope of the values against the step.
  public var perChange: Double {
    Statistics.slope(values.enumerated().map { (x: Double($0.offset), y: $0.element) }) ?? 0
  }

  /// The value at the last step.
  public var last: Double { values.last ?? 0 }

  /// Whether any step's value is above `threshold`.
  public func passes(_ threshold: Double) -> Bool { values.contains { $0 > threshold } }

  /// Changes after the last step until the value passes `threshold`, growing by
  /// ``perChange`` each (an extrapolation): 0 when it already has, infinite when it
  /// does not grow.
  public func changes(to threshold: Double) -> Double {
    if last > threshold { return 0 }
    guard perChange > 0 else { return .infinity }
    return (threshold - last) / perChange
  }

  /// `110 → 180 code lines over steps 0–6, +11.7 per change`.
  public var text: String {
    let sign = perChange >= 0 ? "+" : "−"
    return
      "\(Format.f0(values.first ?? 0)) → \(Format.f0(last)) code lines over steps 0–\(values.count - 1), "
      + "\(sign)\(Format.f1(abs(perChange))) per change"
  }

  /// `1 500 in about 113 more changes (an extrapolation)`, or why not.
  public func extrapolation(to threshold: Double) -> String {
    let n = changes(to: threshold)
    if n == 0 { return "already over \(Format.f0(threshold))" }
    if n.isInfinite { return "never \(Format.f0(threshold)) at this rate (it does not grow)" }
    return "\(Format.f0(threshold)) in about \(Format.f0(n.rounded(.up))) more changes (an extrapolation)"
  }
}
