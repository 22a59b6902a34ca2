/// Why a workshop command could not do what it was asked; nothing was changed.
public enum WorkshopError: Error, Equatable, CustomStringConvertible {
  /// The workspace has no `Workshop/Exercises` folder.
  case noWorkshop(String)
  /// No exercise matches the name given.
  case unknownExercise(String, known: [String])
  /// A reference solution does not apply to the files it was written against.
  case patchDoesNotApply(String, output: String)
  /// The exercise tests could not be built or run.
  case testsDidNotRun(String)
  /// A git command failed.
  case git(String)

  public var description: String {
    switch self {
    case .noWorkshop(let path):
      "no workshop here: \(path) is missing; run archlab from the package root or pass --root"
    case .unknownExercise(let query, let known):
      "no exercise \"\(query)\"; exercises: \(known.joined(separator: ", "))"
    case .patchDoesNotApply(let patch, let output):
      "the reference solution \(patch) does not apply:\n\(output)"
    case .testsDidNotRun(let output): "the exercise tests did not run:\n\(output)"
    case .git(let message): message
    }
  }
}
