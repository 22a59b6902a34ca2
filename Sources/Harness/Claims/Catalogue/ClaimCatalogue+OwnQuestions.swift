import Analysis
import ArchLab
import BenchmarkAnalysis
import Foundation
import HarnessSupport

extension ClaimCatalogue {
  /// The answers to ArchLab's own questions, Q1 … Q9 (their words are `Docs/Claims.md`'s),
  /// from the same figures as the claims.
  public static let answers: [(id: String, answer: @Sendable (ClaimFigures) -> [String])] = [
    ("Q1", runtimeAnswer),
    ("Q2", memoryAnswer),
    (
      "Q3",
      { figures in
        Architecture.allCases.map { architecture in
          let result = LeakRule(architecture).judge(figures)
          return "\(architecture.displayName): \(result.reason)"
        }
      }
    ),
    (
      "Q4",
      { figures in
        perModule(
          figures, [ClaimFigure.testLinesPerCase, ClaimFigure.unitMutation, ClaimFigure.unitCoverage])
      }
    ),
    (
      "Q5",
      { figures in
        Architecture.allCases.map { a in
          switch Comparison(.unitMutation(a), .lower, than: .acceptanceMutation(a), as: .score).find(figures)
          {
          case .success(let finding): finding.text
          case .failure(let missing):
            "\(a.displayName): not measured (\(missing.names.joined(separator: ", ")))"
          }
        }
      }
    ),
    ("Q6", changeAnswer),
    (
      "Q7",
      { figures in
        Architecture.allCases.map { a in
          guard let rows = figures[a]?.coupling else { return "\(a.displayName): not measured (coupling)" }
          let roles = rows.keys.sorted().filter { (rows[$0]?[.shared(.storage)] ?? 0) > 0 }.map(\.title)
          return "\(a.displayName): \(roles.isEmpty ? "no role" : Prose.list(roles)) refer to Storage"
        }
      }
    ),
    (
      "Q8",
      { figures in
        perModule(
          figures, [ClaimFigure.meanComplexity, ClaimFigure.p90Complexity, ClaimFigure.maxComplexity])
      }
    ),
    ("Q9", viewModelAnswer),
  ]

  /// Q9: `ViewModelQuestionRule` on MV against MVVM-SwiftUI, its verdict on the statement "a
  /// SwiftUI app needs a view model per screen" first, then the figures it read; then the same
  /// rule with TCA-SwiftUI in MVVM-SwiftUI's place, as context; then the body evaluations,
  /// which the rule does not compare (both modules read `@Observable` properties one by one).
  static func viewModelAnswer(_ figures: ClaimFigures) -> [String] {
    let rule = ViewModelQuestionRule()
    let result = viewModelVerdict(figures)
    var lines =
      [
        "**\(sentenceCase(result.outcome.verdict.title))**, on the statement \"a SwiftUI app needs a view model per screen\" (MV against MVVM-SwiftUI). \(result.reason)"
      ]
      + result.figures
    let context = rule.judge(
      withoutViewModels: viewModelFigures(figures, .mv),
      withViewModels: viewModelFigures(figures, .tcaSwiftUI), screens: figures.screens, other: "TCA-SwiftUI")
    let read = context.figures.isEmpty ? context.reason : context.figures.joined(separator: "; ")
    lines.append(
      "Context, no verdict: MV against TCA-SwiftUI by the same rule would be \(context.outcome.verdict.title) (\(read))."
    )
    let bodies = [Architecture.mv, .mvvmSwiftUI, .tcaSwiftUI].map { a in
      "\(a.displayName) \(figures[a]?.bodyEvaluations.map(String.init) ?? "not measured")"
    }
    lines.append(
      "Context, not compared: body evaluations over the tour, \(bodies.joined(separator: ", ")). In the three modules a body reads `@Observable` properties one by one, so these counts cannot differ by construction."
    )
    return lines
  }

  /// Q9's verdict: ``ViewModelQuestionRule`` on MV against MVVM-SwiftUI.
  static func viewModelVerdict(_ figures: ClaimFigures) -> RuleResult {
    ViewModelQuestionRule().judge(
      withoutViewModels: viewModelFigures(figures, .mv),
      withViewModels: viewModelFigures(figures, .mvvmSwiftUI), screens: figures.screens)
  }

  /// The own questions that are judged (Q9, on ArchLab's own statement), recorded as claims
  /// are in `metrics.json`.
  public static func judgedQuestions(_ figures: ClaimFigures) -> [Claim] {
    guard let question = ownQuestions.first(where: { $0.id == "Q9" }) else { return [] }
    let result = viewModelVerdict(figures)
    let robustness = Multiverse(question.multiverse) { viewModelVerdict($0) }.robustness(on: figures)
    return [
      Claim(
        claim: question.heading, verdict: result.outcome.verdict,
        evidence: result.figures.isEmpty
          ? result.reason : "\(result.reason) Figures: \(result.figures.joined(separator: "; ")).",
        robustness: robustness, machineDependent: question.machineDependent)
    ]
  }

  /// `text` with its first letter in upper case: `Not measured in this run`.
  static func sentenceCase(_ text: String) -> String { text.prefix(1).uppercased() + text.dropFirst() }

  /// What ``ViewModelQuestionRule`` reads of `architecture`, or `nil` when a figure is missing.
  static func viewModelFigures(_ figures: ClaimFigures, _ architecture: Architecture)
    -> ViewModelQuestionRule.Module?
  {
    guard let module = figures[architecture], let codeLines = module.codeLines,
      let casesRun = module.casesRun, let casesTotal = module.casesTotal,
      let detected = module.unitMutantsDetected, let scored = module.unitMutantsScored
    else { return nil }
    return ViewModelQuestionRule.Module(
      codeLines: codeLines, casesRun: casesRun, casesTotal: casesTotal, mutantsDetected: detected,
      mutantsScored: scored)
  }

  /// One line per architecture: each figure in words.
  static func perModule(_ figures: ClaimFigures, _ read: [(Architecture) -> ClaimFigure]) -> [String] {
    Architecture.allCases.map { a in read.map { $0(a).describe(figures) }.joined(separator: "; ") }
  }

  /// Q2: the toolkits' own malloc counts on their own line; then malloc counts and peak memory
  /// against each architecture's own toolkit's floor: a difference counts beyond 10 %
  /// (`Docs/Claims.md`, Q2); the cells beyond it are named, largest first.
  static func memoryAnswer(_ figures: ClaimFigures) -> [String] {
    guard let memory = figures.memory, !memory.isEmpty else {
      return ["Not measured in this run: the benchmarks (and their memory pass) were skipped."]
    }
    var toolkitLine: [String] = []
    if let toolkits = figures.toolkitMallocs, !toolkits.isEmpty {
      let parts = Dictionary(grouping: toolkits, by: \.title).sorted { $0.key < $1.key }.map { title, cells in
        let top = cells.sorted { $0.ratio > $1.ratio }.prefix(2).map {
          "\($0.scenario.rawValue) N=\($0.n) \(Format.f2($0.ratio))×"
        }
        return "\(title) ÷ ScreenKit floor, largest: \(top.joined(separator: ", "))"
      }
      toolkitLine = [
        "The toolkits' own malloc counts, not an architecture's (each architecture below is measured against its own toolkit's floor): "
          + parts.joined(separator: "; ") + "."
      ]
    }
    return toolkitLine
      + Architecture.allCases.map { architecture in
        let cells = memory.filter { $0.architecture == architecture }
        guard !cells.isEmpty else { return "\(architecture.displayName): not measured (memory pass)" }
        let beyond = { (label: String, read: (MemoryFigure) -> Double?) -> [(Double, String)] in
          cells.compactMap { cell -> (Double, String)? in
            guard let ratio = read(cell), abs(ratio - 1) > 0.10 else { return nil }
            return (ratio, "\(label) \(cell.scenario.rawValue) N=\(cell.n) \(Format.f2(ratio))×")
          }
        }
        let over = (beyond("mallocs", \.mallocRatio) + beyond("peak memory", \.peakRatio))
          .sorted { abs(log($0.0)) > abs(log($1.0)) }.map(\.1)
        let counted = cells.filter { $0.mallocRatio != nil || $0.peakRatio != nil }.count
        let floor = architecture.isSwiftUIShaped ? "the ScreenUI floor" : "the ScreenKit floor"
        return over.isEmpty
          ? "\(architecture.displayName): within 10 % of \(floor) in all \(counted) scenario sizes (mallocs and peak memory)"
          : "\(architecture.displayName): beyond 10 % of \(floor) in \(over.count) figures, largest first — \(over.joined(separator: ", "))"
      }
  }

  /// Q6: for each exercise, each architecture's code lines changed, roles touched and test
  /// lines changed.
  static func changeAnswer(_ figures: ClaimFigures) -> [String] {
    let exercises = Set(Architecture.allCases.flatMap { figures[$0]?.linesChanged?.keys.map { $0 } ?? [] })
      .sorted()
    guard !exercises.isEmpty else { return ["Not measured in this run: no workshop figures."] }
    return exercises.map { exercise in
      let cells = Architecture.allCases.map { a -> String in
        guard let module = figures[a], let lines = module.linesChanged?[exercise] else {
          return "\(a.displayName) not measured"
        }
        let roles =
          module.rolesTouched?[exercise].map { "\($0) role\($0 == 1 ? "" : "s")" } ?? "roles not measured"
        let tests = module.testLinesChanged?[exercise].map { "\($0) test lines" } ?? "test lines not measured"
        return "\(a.displayName) \(lines) lines, \(roles), \(tests)"
      }
      return "Exercise \(exercise): " + cells.joined(separator: "; ")
    }
  }

  /// Q1, between architectures: for each scenario and size, the architectures from the
  /// fastest to the slowest by median ratio to the floor, `<` where the next one's 95 %
  /// interval lies wholly above this one's (measurably slower), `≈` where they meet.
  static func runtimeOrder(_ figures: ClaimFigures) -> [String] {
    guard let runtime = figures.runtime else { return [] }
    let cells = Set(runtime.map { "\($0.scenario.rawValue) N=\($0.n)" })
    return Scenario.allCases.flatMap { scenario in
      Set(runtime.filter { $0.scenario == scenario }.map(\.n)).sorted().compactMap { n -> String? in
        let groups = [false, true].compactMap { swiftUIShaped -> String? in
          let row = runtime.filter {
            $0.scenario == scenario && $0.n == n && $0.ciLow != nil && $0.ciHigh != nil
              && $0.architecture.isSwiftUIShaped == swiftUIShaped
          }
          .sorted { $0.ratio < $1.ratio }
          guard row.count > 1 else { return nil }
          var text = "\(row[0].architecture.displayName) \(Format.f2(row[0].ratio))×"
          for (previous, next) in zip(row, row.dropFirst()) {
            let apart = (next.ciLow ?? 0) > (previous.ciHigh ?? .infinity)
            text += " \(apart ? "<" : "≈") \(next.architecture.displayName) \(Format.f2(next.ratio))×"
          }
          return text + (swiftUIShaped ? " (ScreenUI)" : " (ScreenKit)")
        }
        guard !groups.isEmpty, cells.contains("\(scenario.rawValue) N=\(n)") else { return nil }
        return "\(scenario.rawValue) N=\(n): " + groups.joined(separator: ", ")
      }
    }
  }

  /// Q1: the toolkits' own costs on their own line; then the largest differences, with their
  /// magnitudes, each architecture against its own toolkit's floor; then, per architecture,
  /// how many scenario sizes the runtime rule calls slower, faster or no measurable difference;
  /// then the order between architectures.
  static func runtimeAnswer(_ figures: ClaimFigures) -> [String] {
    guard let runtime = figures.runtime else {
      return ["Not measured in this run: the benchmarks were skipped."]
    }
    var lines: [String] = []
    if let toolkits = figures.toolkits, !toolkits.isEmpty {
      let largest = Dictionary(grouping: toolkits, by: \.title).sorted { $0.key < $1.key }.map {
        title, cells in
        let top = cells.sorted { $0.ratio > $1.ratio }.prefix(2).map {
          "\($0.scenario.rawValue) N=\($0.n) \(Format.f2($0.ratio))× [\(Format.f2($0.low))–\(Format.f2($0.high))]"
        }
        return "\(title) ÷ ScreenKit floor, largest: \(top.joined(separator: ", "))"
      }
      lines.append(
        "The toolkits' own costs, not an architecture's (every architecture below is measured against its own toolkit's floor): "
          + largest.joined(separator: "; ") + ".")
    }
    let results = runtime.map { figure in
      (figure, RuntimeBandRule(figure.architecture, figure.scenario, n: figure.n).judge(figures))
    }
    let slower = results.filter { $0.1.outcome == .supported }.map(\.0).sorted { $0.ratio > $1.ratio }
    if !slower.isEmpty {
      let shown = slower.prefix(8).map { figure in
        "\(figure.architecture.displayName) \(figure.scenario.rawValue) N=\(figure.n) \(Format.f2(figure.ratio))×"
          + (figure.ciLow.flatMap { low in figure.ciHigh.map { " [\(Format.f2(low))–\(Format.f2($0))]" } }
            ?? "")
          + " \(figure.floorTitle)"
      }
      lines.append(
        "The largest differences, each against its own toolkit's floor: " + shown.joined(separator: "; ")
          + (slower.count > 8 ? "; and \(slower.count - 8) smaller." : "."))
    }
    for architecture in Architecture.allCases {
      let mine = results.filter { $0.0.architecture == architecture }
      guard !mine.isEmpty else { continue }
      let count = { (outcome: ClaimOutcome) in mine.filter { $0.1.outcome == outcome }.count }
      let floor = mine[0].0.floorTitle
      lines.append(
        "\(architecture.displayName), against \(floor): slower in \(count(.supported)) of \(mine.count) scenario sizes, faster in \(count(.contradicted)), no measurable difference in \(count(.inconclusive))"
          + (mine.contains { !$0.1.outcome.missing.isEmpty }
            ? "; \(mine.filter { !$0.1.outcome.missing.isEmpty }.count) not measured" : ""))
    }
    let missing = Set(
      results.flatMap {
        $0.1.outcome.missing.map { $0.contains("interval") ? "95 % confidence intervals of the ratios" : $0 }
      })
    let order = runtimeOrder(figures)
    if !order.isEmpty {
      lines.append(
        "Between architectures on the same toolkit (fastest first; `<` where the next one's 95 % interval lies wholly above, `≈` where the intervals meet): "
          + order.joined(separator: "; "))
    }
    if !missing.isEmpty {
      lines.append(
        "Not measured in this run for \(results.filter { !$0.1.outcome.missing.isEmpty }.count) of \(results.count) scenario sizes: \(missing.sorted().joined(separator: ", ")). The medians' ratios are in the runtime section; without the interval and the band, no difference is called."
      )
    }
    return lines
  }
}
