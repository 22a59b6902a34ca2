/// Why a growth-series command could not do what it was asked; what it says was left as it was.
public enum GrowthError: Error, Equatable, CustomStringConvertible {
  /// The workspace has no `Workshop/Growth` folder with steps.
  case noSeries(String)
  /// A step number outside the series.
  case unknownStep(String, valid: ClosedRange<Int>)
  /// A patch of a step does not apply to the tree it was written against.
  case patchDoesNotApply(step: Int, patch: String, files: [String], output: String)
  /// A file of the tree could not be read or written.
  case file(String)
  /// A git command failed.
  case git(String)
  /// The step's package did not build.
  case buildFailed(step: Int, errors: String)

  public var description: String {
    switch self {
    case .noSeries(let path):
      "no growth series here: \(path) has no step folders (01-…); run archlab from the package root or pass --root"
    case .unknownStep(let text, let valid):
      "no step \(text) in the growth series; steps: \(valid.lowerBound)…\(valid.upperBound) (0 is today's app)"
    case .patchDoesNotApply(let step, let patch, let files, let output):
      "step \(step) no longer applies: \(patch) does not apply to \(files.joined(separator: ", "))\n\(output)"
    case .file(let message): message
    case .git(let message): message
    case .buildFailed(let step, let errors): "step \(step) does not build:\n\(errors)"
    }
  }
}
