import Analysis
import ArchLab
import HarnessSupport

extension ClaimCatalogue {
  /// ArchLab's own questions, Q1 … Q8, answered from the same figures as the claims.
  public static let ownQuestions: [OwnQuestion] = [
    OwnQuestion("Q1", "Does any architecture cost run time?", answer: runtimeAnswer),
    OwnQuestion("Q2", "Does any architecture cost memory?") { _ in
      [
        "Malloc counts and peak memory against the floor are in the runtime and memory section; the 10 % rule is not applied to them here."
      ]
    },
    OwnQuestion("Q3", "Does any screen stay alive after it closes?") { figures in
      Architecture.allCases.map { architecture in
        let result = LeakRule(architecture).judge(figures)
        return "\(architecture.displayName): \(result.reason)"
      }
    },
    OwnQuestion("Q4", "What does a tested behaviour cost, and how strong are the tests?") { figures in
      perModule(figures, [ClaimFigure.testLinesPerCase, ClaimFigure.unitMutation, ClaimFigure.unitCoverage])
    },
    OwnQuestion("Q5", "Do unit tests miss what the app shows?") { figures in
      Architecture.allCases.map { a in
        switch Comparison(.unitMutation(a), .lower, than: .acceptanceMutation(a), as: .score).find(figures) {
        case .success(let finding): finding.text
        case .failure(let missing):
          "\(a.displayName): not measured (\(missing.names.joined(separator: ", ")))"
        }
      }
    },
    OwnQuestion("Q6", "Where does a change land?") { figures in
      perModule(figures, [{ .linesChanged($0) }, { .filesTouched($0) }])
    },
    OwnQuestion("Q7", "Who knows the database?") { figures in
      Architecture.allCases.map { a in
        guard let rows = figures[a]?.coupling else { return "\(a.displayName): not measured (coupling)" }
        let roles = rows.keys.sorted().filter { (rows[$0]?[.shared(.storage)] ?? 0) > 0 }.map(\.title)
        return "\(a.displayName): \(roles.isEmpty ? "no role" : Prose.list(roles)) refer to Storage"
      }
    },
    OwnQuestion("Q8", "How complex is the code inside functions?") { figures in
      perModule(figures, [ClaimFigure.meanComplexity, ClaimFigure.p90Complexity, ClaimFigure.maxComplexity])
    },
  ]

  /// One line per architecture: each figure in words.
  static func perModule(_ figures: ClaimFigures, _ read: [(Architecture) -> ClaimFigure]) -> [String] {
    Architecture.allCases.map { a in read.map { $0(a).describe(figures) }.joined(separator: "; ") }
  }

  /// Q1: every architecture, scenario and size by the runtime rule, grouped by answer.
  static func runtimeAnswer(_ figures: ClaimFigures) -> [String] {
    guard let runtime = figures.runtime else {
      return ["Not measured in this run: the benchmarks were skipped."]
    }
    let results = runtime.map { figure in
      (figure, RuntimeBandRule(figure.architecture, figure.scenario, n: figure.n).judge(figures))
    }
    let name = { (f: RuntimeFigure) in "\(f.architecture.displayName) \(f.scenario.rawValue) N=\(f.n)" }
    let answers: [(String, (ClaimOutcome) -> Bool)] = [
      ("slower than the floor", { $0 == .supported }), ("faster than the floor", { $0 == .contradicted }),
      ("no measurable difference", { $0 == .inconclusive }),
    ]
    var lines = answers.compactMap { title, matches in
      let names = results.filter { matches($0.1.outcome) }.map { name($0.0) }
      return names.isEmpty
        ? nil : "\(title.prefix(1).uppercased() + title.dropFirst()): \(names.joined(separator: ", "))"
    }
    let missing = Set(
      results.flatMap {
        $0.1.outcome.missing.map { $0.contains("interval") ? "95 % confidence intervals of the ratios" : $0 }
      })
    if !missing.isEmpty {
      lines.append(
        "Not measured in this run for \(results.filter { !$0.1.outcome.missing.isEmpty }.count) of \(results.count) scenario sizes: \(missing.sorted().joined(separator: ", ")). The medians' ratios to the floor are in the runtime section; without the interval and the band, no difference is called."
      )
    }
    return lines
  }
}
