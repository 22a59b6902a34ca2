import Analysis
import ArchLab

extension ClaimFigure {
  /// Code lines of the module's largest file.
  static func largestFileLines(_ a: Architecture) -> ClaimFigure {
    module(a, "largest file's code lines", missing: "size (largest file)", unit: .count) {
      $0.largestFile.map { .value(Double($0.codeLines)) }
    }
  }

  /// The largest complexity of one function: context only.
  static func maxComplexity(_ a: Architecture) -> ClaimFigure {
    module(a, "largest complexity of a function", missing: "complexity", unit: .count) {
      $0.maxComplexity.map { .value(Double($0)) }
    }
  }

  /// Protocols of the module.
  static func protocols(_ a: Architecture) -> ClaimFigure {
    module(a, "protocols", missing: "size", unit: .count) { $0.protocols.map { .value(Double($0)) } }
  }

  /// Source files touched by the reference solution of `exercise`, or by every exercise's when `nil`.
  static func filesTouched(_ a: Architecture, exercise: String? = nil) -> ClaimFigure {
    let name = exercise.map { "files touched in exercise \($0)" } ?? "files touched over the exercises"
    return module(a, name, missing: "workshop figures", unit: .count) { module in
      guard let files = module.filesTouched else { return nil }
      guard let exercise else { return .value(Double(files.values.reduce(0, +))) }
      return files[exercise].map { .value(Double($0)) }
    }
  }

  /// Case-book cases run ÷ cases in the book, in percent.
  static func casesRunShare(_ a: Architecture) -> ClaimFigure {
    module(a, "share of the case book run", missing: "case book", unit: .percent) { module in
      guard let run = module.casesRun, let total = module.casesTotal else { return nil }
      return total == 0 ? .undefined("the case book is empty") : .value(100 * Double(run) / Double(total))
    }
  }
}
