import Analysis
import ArchLab
import Growth
import GrowthRules
import HarnessSupport
import Metrics
import Workshop

extension ReportBuilder {
  /// "The app as it grows": every architecture at every step of the growth series, and
  /// each change made at its step beside the same change made on today's app.
  package static func growth(_ metrics: Metrics, into doc: inout ReportDocument) {
    guard let growth = grown(metrics), let last = growth.steps.last else { return }
    let architectures = metrics.architectures.map(\.architecture)
    let steps = growth.steps
    doc.heading(2, "The app as it grows")
    doc.paragraph(
      "The growth series (`Workshop/Growth/`) makes the workshop's six changes one after another in every architecture: step 0 is today's app, step k adds change k to step k − 1, step \(last.number) is the grown app (`Docs/Feature.md`, last section). Every step is measured from its sources as today's app is; each step's proof (`Reports/growth/step-N.json`, made by `archlab growth verify`) says it built and passed every architecture's unit tests, the whole case book and the acceptance suite."
    )
    doc.list(
      steps.dropFirst().map { step in
        let proof = growth.proof(of: step.number)
        let state =
          proof.map {
            $0.succeeded
              ? "proven: every architecture's unit tests and the acceptance suite pass, case book \(bookSize($0)) cases"
              : "not proven: some tests fail"
          }
          ?? "no proof holds for its files in this run"
        return "Step \(step.number) · \(step.title): \(state)."
      })
    growthCharts(
      growth, architectures: architectures, names: stepNames(growth, metrics.costOfChange), into: &doc)
    doc.table(
      [
        "Architecture", "Step", FigureLabel.filesWithStandIns, "Types + protocols",
        FigureLabel.codeLinesWithStandIns, "Largest file (code lines)",
        "Complexity mean / max", "Role connections", "Case book", "Test lines per case",
      ],
      architectures.flatMap { architecture in
        steps.map { step in
          stepRow(architecture, step, proof: growth.proof(of: step.number), metrics: metrics)
        }
      })
    doc.paragraph(
      "Role connections: over every row of the module's coupling figure, the distinct types of other roles referred to (as C14 counts them). Test lines per case: code lines of `Tests/<ARCH>Tests/CaseBook/` ÷ the case-book cases the unit tests ran at that step."
    )
    changeInABiggerApp(growth, metrics: metrics, into: &doc)
  }

  /// The growth series when it went beyond today's app (and its section is drawn), else `nil`.
  static func grown(_ metrics: Metrics) -> GrowthMeasurement? {
    guard let growth = metrics.growth, let last = growth.steps.last, last.number > 0 else { return nil }
    return growth
  }

  /// Each step's name for a chart: `0 today`, then the change it adds, named as its exercise's
  /// folder (`1 delete contact`) when the cost of change measured it, by its title otherwise.
  static func stepNames(_ growth: GrowthMeasurement, _ costs: [ExerciseCost]?) -> [String] {
    growth.steps.map { step in
      guard step.number > 0 else { return "\(step.number) today" }
      let change = growth.changes.first { $0.step == step.number }
      let folder = change.flatMap { change in
        costs?.first { $0.exercise.hasPrefix(change.change + "-") }?.exercise
      }
      let name = folder.map { ChartStyles.exerciseName(String($0.drop { $0 != "-" }.dropFirst())) }
      return "\(step.number) \(name ?? step.title)"
    }
  }

  /// Code lines, largest type and view-controller share by step: tables and charts.
  static func growthCharts(
    _ growth: GrowthMeasurement, architectures: [Architecture], names: [String],
    into doc: inout ReportDocument
  ) {
    let steps = growth.steps
    guard let last = steps.last else { return }
    let categories = steps.map { "\($0.number)" }
    doc.table(
      ["Code lines by step"] + categories + ["step \(last.number) ÷ step 0"],
      architectures.map { architecture in
        let values = steps.map { $0.size(of: architecture)?.size.total.lines.code ?? 0 }
        return [architecture.displayName] + values.map(String.init)
          + [
            values.first.map { $0 == 0 ? "–" : Format.f2(Double(values.last ?? 0) / Double($0)) + "×" } ?? "–"
          ]
      })
    doc.chart(
      "growth-code-lines.svg", "Code lines by step",
      SVGChart.lines(
        title: "Code lines of each module, step by step", categories: names,
        series: architectures.map { architecture in
          SVGChart.Series(
            architecture.displayName, ChartStyles.architecture(architecture),
            steps.map { $0.size(of: architecture).map { Double($0.size.total.lines.code) } })
        }, axis: SVGChart.Axis("code lines"), categoryTitle: "growth step"))
    doc.table(
      ["Largest type", "Step 0", "Step \(last.number)", "Growth per change (code lines)"],
      architectures.map { architecture in
        let first = steps.first?.size(of: architecture)?.size.complexity.largestType
        let grown = last.size(of: architecture)?.size.complexity.largestType
        let curve = GrowthCurve(
          values: steps.map { Double($0.size(of: architecture)?.size.complexity.largestType.codeLines ?? 0) })
        return [
          architecture.displayName, first.map { "\($0.name) (\($0.codeLines))" } ?? "–",
          grown.map { "\($0.name) (\($0.codeLines))" } ?? "–", Format.f1(curve.perChange),
        ]
      })
    doc.chart(
      "growth-largest-type.svg", "Largest type by step",
      SVGChart.lines(
        title: "Code lines of each module's largest type, step by step", categories: names,
        series: architectures.map { architecture in
          SVGChart.Series(
            architecture.displayName, ChartStyles.architecture(architecture),
            steps.map { $0.size(of: architecture).map { Double($0.size.complexity.largestType.codeLines) } })
        }, axis: SVGChart.Axis("code lines of the largest type"), categoryTitle: "growth step"))
    doc.chart(
      "growth-view-controller-share.svg", "View-controller share by step",
      SVGChart.lines(
        title: "Share of each module's code lines in view controllers, step by step", categories: names,
        series: architectures.map { architecture in
          SVGChart.Series(
            architecture.displayName, ChartStyles.architecture(architecture),
            steps.map { step in step.size(of: architecture).map { share(of: .viewController, in: $0.size) } })
        }, axis: SVGChart.Axis("% of code lines in view controllers", suffix: "%", maximum: 100),
        categoryTitle: "growth step"))
  }

  /// The number of cases in a proof's book.
  static func bookSize(_ proof: StepProof) -> Int { proof.architectures.first?.casesTotal ?? 0 }

  /// `role`'s share of a module's code lines, in percent (0 without a size).
  static func share(of role: Role, in size: ModuleSize?) -> Double {
    guard let size, size.total.lines.code > 0 else { return 0 }
    return 100 * Double(size.roles[role]?.lines.code ?? 0) / Double(size.total.lines.code)
  }

  /// One architecture at one step.
  static func stepRow(
    _ architecture: Architecture, _ step: GrowthMeasurement.Step, proof: StepProof?, metrics: Metrics
  ) -> [String] {
    guard let measured = step.size(of: architecture) else {
      return [architecture.displayName, "\(step.number)"]
    }
    let size = measured.size
    let cases: (Int, Int)? =
      proof?.architectures.first { $0.architecture == architecture }.map { ($0.casesRun, $0.casesTotal) }
      ?? (step.number == 0
        ? metrics.architectures.first { $0.architecture == architecture }?.caseBook.map {
          ($0.casesRun, $0.casesTotal)
        }
        : nil)
    let connections = size.coupling.values.reduce(0) { total, row in
      total + row.filter { if case .role = $0.key { true } else { false } }.values.reduce(0, +)
    }
    return [
      step.number == 0 ? architecture.displayName : "", "\(step.number)", "\(size.total.files)",
      "\(size.total.types + size.total.protocols)", "\(size.total.lines.code)",
      "\(size.complexity.largestFile.name.split(separator: "/").last.map(String.init) ?? "–") (\(size.complexity.largestFile.codeLines))",
      "\(Format.f2(size.complexity.mean)) / \(size.complexity.max)", "\(connections)",
      cases.map { "\($0.0)/\($0.1)" } ?? "–",
      cases.flatMap { $0.0 == 0 ? nil : Format.f1(Double(measured.caseBookTestLines) / Double($0.0)) } ?? "–",
    ]
  }

  /// Each change made at its step of the series beside the same change on today's app.
  static func changeInABiggerApp(
    _ growth: GrowthMeasurement, metrics: Metrics, into doc: inout ReportDocument
  ) {
    let architectures = metrics.architectures.map(\.architecture)
    doc.heading(3, "The same change in a bigger app")
    doc.paragraph(
      "Each change made at its step of the series (on the app the earlier changes grew), against the same change made on today's app (the workshop's reference solution, in \"Cost of change\"): code lines added plus removed in the module, roles touched in brackets, and the ratio series ÷ today's app. Step 1 makes its change on today's app, so its ratio is 1 by construction."
    )
    let costs = metrics.costOfChange ?? []
    doc.table(
      ["Change (step)"] + architectures.map(\.displayName),
      growth.changes.map { change in
        let small = costs.first { $0.exercise.hasPrefix(change.change + "-") }
        return ["\(change.change) · \(change.title) (step \(change.step))"]
          + architectures.map { architecture in
            guard let series = change.solution(for: architecture)?.change else { return "–" }
            let lines = series.codeLinesChanged
            let cell = "\(lines) (\(series.roles.count))"
            guard let before = small?.solution(for: architecture)?.change.codeLinesChanged, before > 0 else {
              return cell
            }
            return cell + " \(Format.f2(Double(lines) / Double(before)))×"
          }
      })
    let totals = architectures.map { architecture -> (Double, Double) in
      let series = growth.changes.compactMap { $0.solution(for: architecture)?.change.codeLinesChanged }
        .reduce(0, +)
      let small = costs.compactMap { $0.solution(for: architecture)?.change.codeLinesChanged }.reduce(0, +)
      return (Double(series), Double(small))
    }
    doc.chart(
      "growth-change-cost.svg", "The six changes: in the series and on today's app",
      SVGChart.groupedBars(
        title: "Code lines changed by the six changes: made one after another, and each on today's app",
        categories: architectures.map(\.displayName),
        series: [
          SVGChart.Series("one after another (series)", ChartStyles.growthSeries, totals.map(\.0)),
          SVGChart.Series("each on today's app", ChartStyles.growthToday, totals.map(\.1)),
        ], axis: SVGChart.Axis("code lines added + removed")))
  }
}
