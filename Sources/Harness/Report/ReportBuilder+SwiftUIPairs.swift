import Analysis
import ArchLab
import BenchmarkAnalysis
import Claims
import HarnessSupport
import Metrics
import TourScript

extension ReportBuilder {
  /// The opening size of `Benchmarks/`'s target for a SwiftUI-shaped module: opening Contacts
  /// on this many contacts…
  static let counterpartTargetSize = 100_000
  /// …within this many times its UIKit-shaped counterpart's time.
  static let counterpartTarget = 1.2

  /// Each module written on ScreenUI beside its counterpart on ScreenKit (MVC beside MV, MVVM
  /// beside MVVM-SwiftUI): size per role, tests, what each tap runs and evaluates, and run time
  /// over the counterpart's. Figures only; Q9 (ArchLab's own questions) gives the verdict.
  package static func swiftUIPairs(_ metrics: Metrics, into doc: inout ReportDocument) {
    let figures = ClaimFigures(metrics: metrics)
    let pairs = Architecture.allCases.compactMap { architecture in
      architecture.uikitCounterpart.map { (uikit: $0, swiftUI: architecture) }
    }.filter { figures[$0.uikit] != nil && figures[$0.swiftUI] != nil }
    guard !pairs.isEmpty else { return }
    doc.heading(2, "UIKit-shaped beside SwiftUI-shaped")
    doc.paragraph(
      "The same feature written twice in the same architecture's spirit: on ScreenKit, shaped like UIKit (view controllers, delegates, tables told what changed), and on ScreenUI, shaped like SwiftUI (views as values, a `body` re-evaluated when an `@Observable` property it read changes, lists diffed by identity). ScreenUI draws through ScreenKit, so both print the same screens, byte for byte. "
        + pairs.map { "\($0.uikit.displayName) beside \($0.swiftUI.displayName)" }.joined(separator: ", ")
        + ". No verdict here: ArchLab's own question Q9 asks whether a SwiftUI app needs view models.")
    let columns = pairs.flatMap { [$0.uikit, $0.swiftUI] }
    doc.table([""] + columns.map(\.displayName), pairRows(figures, columns))
    doc.paragraph(
      "Own code lines, files and types leave out each module's framework stand-ins (a stand-in target or a `Framework/` folder: what a real app would import). A role comes from a type's structure (the classifier `archlab analyze` uses): MV's `@Observable` models count as models. Body evaluations are ScreenUI's count (`BodyEvaluations`: each view's `body` run, and each list row built) summed over the tour's actions; a module on ScreenKit has no bodies."
    )
    tourPairs(metrics, pairs: pairs, into: &doc)
    runtimePairs(metrics, pairs: pairs, into: &doc)
  }

  /// The rows of the size-and-tests table, one cell per module of `columns`.
  static func pairRows(_ figures: ClaimFigures, _ columns: [Architecture]) -> [[String]] {
    let modules = columns.map { figures[$0] }
    let cell = { (read: (ModuleFigures) -> String?) in modules.map { $0.flatMap(read) ?? "—" } }
    let roles = Role.allCases.filter { role in
      modules.contains { ($0?.roleCodeLines?[role] ?? 0) > 0 }
    }
    var rows: [[String]] = [
      [FigureLabel.ownCodeLines] + cell { $0.codeLines.map(String.init) },
      [FigureLabel.standInCodeLines] + cell { $0.frameworkCodeLines.map(String.init) },
      [FigureLabel.ownFiles] + cell { $0.files.map(String.init) },
      [FigureLabel.ownTypesAndProtocols] + cell { $0.typesAndProtocols.map(String.init) },
    ]
    rows += roles.map { role in
      ["… \(role.title)"] + cell { module in module.roleCodeLines.map { String($0[role] ?? 0) } }
    }
    rows += [
      ["Case book run by the unit tests"]
        + cell { module in module.casesRun.flatMap { run in module.casesTotal.map { "\(run)/\($0)" } } },
      ["Unit-test lines per case"]
        + cell { module in
          guard let lines = module.caseBookTestLines, let total = module.casesTotal, total > 0 else {
            return nil
          }
          return Format.f1(Double(lines) / Double(total))
        },
      [FigureLabel.ownUnitMutationScore] + cell { $0.unitMutationScore.map(Format.percent) },
      [FigureLabel.ownAcceptanceMutationScore] + cell { $0.acceptanceMutationScore.map(Format.percent) },
      ["Unit-test line coverage"] + cell { $0.unitCoverage.map(Format.percent) },
      ["Body evaluations over the tour"] + cell { $0.bodyEvaluations.map(String.init) },
    ]
    return rows
  }

  /// Per tour action: the module's lines the action ran, and for a SwiftUI-shaped module the
  /// bodies it evaluated.
  static func tourPairs(
    _ metrics: Metrics, pairs: [(uikit: Architecture, swiftUI: Architecture)], into doc: inout ReportDocument
  ) {
    guard let tour = metrics.tour, !tour.isEmpty else { return }
    let columns = pairs.flatMap { [$0.uikit, $0.swiftUI] }
    let actions = TourAction.allCases.filter { action in tour.contains { $0.action == action } }
    doc.paragraph(
      "What one tap runs and evaluates: the module's lines the action ran (the tour's figure), and, on ScreenUI, the bodies evaluated for it (rows built included), from the start screen drawn to the screen after the action drawn."
    )
    doc.table(
      ["Action"] + columns.map(\.displayName),
      actions.map { action in
        [action.title]
          + columns.map { architecture in
            guard let figure = tour.first(where: { $0.action == action && $0.architecture == architecture })
            else { return "—" }
            return figure.bodyEvaluations.map { "\(figure.lines) lines, \($0) bodies" }
              ?? "\(figure.lines) lines"
          }
      })
  }

  /// Each SwiftUI-shaped module's time over its counterpart's, per scenario and size, with the
  /// 95 % interval of the paired rounds, split into the toolkit's part (ScreenUI's floor over
  /// ScreenKit's) and each architecture's part (each module over its own toolkit's floor); the
  /// identity diffing UIKit apps pay too (the diffable floor over ScreenKit's); the opening
  /// target of `Benchmarks/` checked; and what share of ScreenUI's cost each of the steps
  /// SwiftUI's rules force takes.
  static func runtimePairs(
    _ metrics: Metrics, pairs: [(uikit: Architecture, swiftUI: Architecture)], into doc: inout ReportDocument
  ) {
    guard let run = metrics.benchmarkRun, let ratios = run.counterpartRatios, !ratios.isEmpty else {
      doc.paragraph(
        "Run time beside the counterpart: not measured in this run (the benchmarks were skipped).")
      return
    }
    let cells = Scenario.allCases.flatMap { scenario in
      Set(ratios.filter { $0.scenario == scenario }.map(\.n)).sorted().map { (scenario, $0) }
    }
    doc.paragraph(
      "**Run time: these SwiftUI-shaped figures are ScreenUI's, a model's.** ScreenUI is ArchLab's own toolkit following SwiftUI's documented rules (iOS 17) on Linux, where SwiftUI does not exist: its figures measure that model, not SwiftUI. Each SwiftUI-shaped ÷ UIKit-shaped ratio is therefore split into **the toolkit's part** (the ScreenUI floor over the ScreenKit floor: the same screens written directly on each toolkit with the least code) and **each architecture's part** (each module over its own toolkit's floor). Beside them, the diffable floor over the ScreenKit floor: the same screens on ScreenKit with a diffable data source, every identifier applied and diffed on each change as UIKit's does — the identity diffing UIKit apps that use one pay too. Every figure is the median of the paired rounds' ratios with its 95 % interval. Target: opening Contacts on 100 000 contacts within \(Format.f1(counterpartTarget))× the counterpart."
    )
    let interval = { (ratio: RatioEstimate?) -> String in
      ratio.map { "\(Format.f2($0.median)) [\(Format.f2($0.low))–\(Format.f2($0.high))]" } ?? "—"
    }
    let header =
      ["Scenario", "N", "Toolkit: ScreenUI floor ÷ ScreenKit floor", "Diffable floor ÷ ScreenKit floor"]
      + pairs.flatMap { pair in
        [
          "\(pair.swiftUI.displayName) ÷ \(pair.uikit.displayName)",
          "\(pair.swiftUI.displayName) ÷ ScreenUI floor",
          "\(pair.uikit.displayName) ÷ ScreenKit floor",
        ]
      }
    doc.table(
      header,
      cells.map { scenario, n in
        [
          scenario.title, "\(n)", interval(run.ratio(.floorUI, scenario, n)),
          interval(run.ratio(.floorDiffable, scenario, n)),
        ]
          + pairs.flatMap { pair -> [String] in
            var text = interval(run.counterpartRatio(pair.swiftUI, scenario, n))
            if scenario == .openContacts, n == counterpartTargetSize,
              let ratio = run.counterpartRatio(pair.swiftUI, scenario, n)
            {
              text +=
                ratio.high <= counterpartTarget
                ? " ✓ within target"
                : ratio.low > counterpartTarget ? " ✗ beyond target" : " ? interval spans target"
            }
            return [
              text, interval(run.ratio(.architecture(pair.swiftUI), scenario, n)),
              interval(run.ratio(.architecture(pair.uikit), scenario, n)),
            ]
          }
      })
    toolkitShares(run, results: metrics.benchmarks ?? [], into: &doc)
    doc.paragraph(
      "Where a ratio grows with N, look at what each shape does once the data changed: a UIKit-shaped controller tells its table which row to insert, while a SwiftUI-shaped list whose body is evaluated again reads every element's id and compares the identities with the last ones, as SwiftUI's `ForEach` does (a UIKit app with a diffable data source hashes every identifier on each apply, the diffable floor's column). A list whose body was not evaluated again is not walked (ScreenUI's `ListUpdateTests`)."
    )
  }

  /// What share of the ScreenUI floor's cost over ScreenKit's, adding one contact at the size
  /// the steps were timed at, each step SwiftUI's rules force takes, with the rule.
  static func toolkitShares(_ run: BenchmarkRun, results: [BenchmarkResult], into doc: inout ReportDocument) {
    guard let shares = run.toolkitShares?.first else { return }
    let n = shares.n
    let median = { (variant: Variant) in
      BenchmarkAnalysis.result(results, variant: variant, scenario: .addContact, n: n)?.wallClockMedianNs
    }
    guard let ui = median(.floorUI), let kit = median(.floor), ui > kit else { return }
    let over = ui - kit
    let items = shares.steps.map { step in
      "\(Format.milliseconds(step.nanoseconds)) ms (\(Format.percent(100 * step.nanoseconds / over))): \(step.rule)"
    }
    let named = shares.steps.reduce(0) { $0 + $1.nanoseconds }
    doc.paragraph(
      "**What ScreenUI's cost is made of.** Adding one contact to \(n) on the ScreenUI floor takes \(Format.milliseconds(ui)) ms, against \(Format.milliseconds(kit)) ms on the ScreenKit floor (medians of the paired rounds): \(Format.milliseconds(over)) ms more. The steps SwiftUI's rules force, each timed apart on the ScreenUI floor's own rows (`ScenarioProbe shares`, median of \(shares.runs) runs):"
    )
    doc.list(
      items + [
        "\(Format.milliseconds(max(0, over - named))) ms (\(Format.percent(100 * max(0, over - named) / over))): the rest — ScreenUI's constant cost of an update (the sheet presented and dismissed, the bodies and their modifiers resolved, the screen redrawn), which does not grow with N"
      ])
  }
}
