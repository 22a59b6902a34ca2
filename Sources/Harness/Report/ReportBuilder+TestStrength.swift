import Analysis
import Foundation
import HarnessSupport
import Metrics
import Mutation

extension ReportBuilder {
  /// The case book each module's unit tests run, and how many small changes to
  /// each module its unit tests and the acceptance suite catch.
  static func testStrength(_ metrics: Metrics, into doc: inout ReportDocument) {
    doc.heading(2, "Test strength")
    caseBook(metrics, into: &doc)
    mutationScores(metrics, into: &doc)
  }

  /// Cases run, the lines it took, and the unit tests' time.
  static func caseBook(_ metrics: Metrics, into doc: inout ReportDocument) {
    let archs = metrics.architectures
    doc.heading(3, "The case book in every module's unit tests")
    guard archs.contains(where: { $0.caseBook != nil }) else {
      doc.paragraph("Not measured in this run (the unit tests were not run).")
      return
    }
    doc.paragraph(
      "The feature's behaviour is written down once as a case book (`Sources/CaseBook`: every sorting case, input rule, section rule, empty state, cancel, storage failure and leak check, each with a stable id). Each module's unit tests run the whole book through that architecture's own seams (`Tests/<ARCH>Tests/CaseBook/`); a case counts as run when a passed test case of the module's unit-test target shows its id. The total is the book as the acceptance suite ran it. Unit-test time is the median of five runs of the module's whole unit-test target alone, the targets in a new order each round (instrumented debug build, process start included)."
    )
    doc.table(
      [
        "", "Case-book cases run", "Test code lines for the book", "Lines per case", "Unit-test time (s)",
        "Unit-test line coverage",
      ],
      archs.map { a in
        let book = a.caseBook
        return [
          a.architecture.displayName, book.map { "\($0.casesRun)/\($0.casesTotal)" } ?? "–",
          book.map { "\($0.testCodeLines)" } ?? "–", book?.linesPerCase.map(Format.f1) ?? "–",
          book?.unitTestSeconds.map(Format.f2) ?? "–",
          a.unitCoverage.map { Format.percent($0.total.linePercent) } ?? "–",
        ]
      })
    let missing = archs.compactMap { a in
      a.caseBook.flatMap {
        $0.missing.isEmpty ? nil : "\(a.architecture.displayName): " + missingList($0.missing)
      }
    }
    if !missing.isEmpty {
      doc.paragraph("**Cases a module's unit tests do not run:**")
      doc.list(missing)
    }
  }

  /// Up to twelve ids, then how many more (`metrics.json` lists them all).
  static func missingList(_ ids: [String]) -> String {
    let shown = ids.prefix(12).joined(separator: ", ")
    return ids.count <= 12 ? shown : "\(shown) and \(ids.count - 12) more (`metrics.json` lists them all)"
  }

  /// Mutation scores per suite, the chart, and the unit tests' score per role.
  static func mutationScores(_ metrics: Metrics, into doc: inout ReportDocument) {
    let archs = metrics.architectures
    doc.heading(3, "Mutation scores")
    let measured = archs.compactMap { a in a.mutation.map { (a.architecture.displayName, $0) } }
    guard !measured.isEmpty else {
      doc.paragraph("Not measured in this run (`--skip-mutation`).")
      return
    }
    doc.paragraph(
      "`archlab mutate` compiles every mutant of a module into one build (mutant schemata), each behind a switch, and runs each covered mutant against the module's unit tests and, apart, against the acceptance suite for that architecture only. Operators: relational operator, `&&`/`||` swap, boolean literal, negated condition, removed call statement, ternary branches, integer literal ±1. Score (M, `Docs/Claims.md`) = killed (or timed out) ÷ (killed + timed out + survived), over **the module's own code**: the mutants of its framework stand-ins are left out, as its code lines leave them out (the score with them is shown beside, for the modules that have stand-ins), and so are the equivalent mutants of rule E (listed below); mutants no test reaches are counted apart, as are those that do not compile and those in code that runs once at start-up. "
        + reuseNote(measured.map(\.1)))
    let suites = MutationSuite.allCases
    doc.table(
      [""] + ["Mutants"]
        + suites.flatMap { ["\($0.title): killed / survived / not covered", "\($0.title): score"] }
        + ["Unviable", "Excluded", "Equivalent"],
      measured.map { name, figures in
        let summary = figures.summary
        return [name, "\(summary.mutants)"]
          + suites.flatMap { suite -> [String] in
            let tally = figures.ownCode[suite] ?? MutationTally()
            return [
              "\(tally[.killed] + tally[.timeout]) / \(tally[.survived]) / \(tally[.notCovered])",
              figures.scoreText(suite),
            ]
          } + [
            "\(summary.combined[.unviable])", "\(summary.combined[.excluded])",
            "\(figures.equivalents.count)",
          ]
      })
    doc.chart(
      "mutation.svg", "Mutation score: unit tests vs acceptance suite",
      SVGChart.groupedBars(
        title: "Mutation score, own code", categories: measured.map(\.0),
        series: suites.map { suite in
          SVGChart.Series(
            suite.title, ChartStyles.suite(suite),
            measured.map { $0.1.ownCode[suite]?.score.map { $0 * 100 } })
        }, axis: SVGChart.Axis("% of mutants killed", suffix: "%", fromData: true, maximum: 100)))
    mutationByRole(measured, into: &doc)
  }

  /// The unit tests' mutation score per role.
  static func mutationByRole(_ measured: [(String, MutationFigures)], into doc: inout ReportDocument) {
    let roles = Role.allCases.filter { role in measured.contains { $0.1.summary.byRole[role] != nil } }
    doc.paragraph("Unit-test mutation score per role (killed / scored mutants):")
    doc.table(
      [""] + measured.map(\.0),
      roles.map { role in
        [role.title]
          + measured.map { _, figures in
            guard let tally = figures.summary.byRole[role]?[.unit], tally.scored > 0 else { return "–" }
            return "\(score(tally.score)) (\(tally[.killed] + tally[.timeout])/\(tally.scored))"
          }
      })
  }

  /// The surviving mutants, module by module: where, what changed, and which suite missed it.
  static func survivors(_ metrics: Metrics, into doc: inout ReportDocument) {
    let measured = metrics.architectures.compactMap { a in a.mutation.map { (a.architecture.displayName, $0) }
    }
    guard !measured.isEmpty else { return }
    doc.heading(2, "Appendix: surviving mutants")
    doc.paragraph(
      "Every mutant that a suite ran and did not catch, with its place, the original and the mutated code, and the suites it survived. Survivors of the unit tests alone are behaviour the module's unit tests reach but do not check."
    )
    equivalents(measured, into: &doc)
    for (name, figures) in measured {
      doc.heading(3, "\(name): \(figures.survivors.count) survivors")
      guard !figures.survivors.isEmpty else { continue }
      doc.table(
        ["Place", "Operator", "Original", "Mutated", "Survived"],
        figures.survivors.map { result in
          let mutant = result.mutant
          return [
            "`\(mutant.file):\(mutant.line)`", mutant.mutationOperator.title, code(mutant.original),
            mutant.mutated.isEmpty ? "(removed)" : code(mutant.mutated),
            MutationSuite.allCases.filter { result.outcomes[$0]?.outcome == .survived }.map(\.title).joined(
              separator: ", "),
          ]
        })
    }
  }

  /// The mutants left out of every score as equivalent, module by module, each with its clause
  /// of rule E (`Docs/Claims.md`).
  static func equivalents(_ measured: [(String, MutationFigures)], into doc: inout ReportDocument) {
    doc.paragraph(
      "Equivalent mutants, left out of every score by rule E (`Docs/Claims.md`): a boundary change (`<` ↔ `<=`, `>` ↔ `>=`) between identifiers of two values (E1), or in the branch taken when its two sides differ (E2). Listed here, never run: "
        + measured.map { "\($0.0) \($0.1.equivalents.count)" }.joined(separator: ", ") + ".")
    let rows = measured.flatMap { name, figures in
      figures.equivalents.map { result in
        [
          name, "`\(result.mutant.file):\(result.mutant.line)`", code(result.mutant.original),
          code(result.mutant.mutated),
          String(result.mutant.equivalence?.prefix(2) ?? ""),
        ]
      }
    }
    guard !rows.isEmpty else { return }
    doc.table(["Module", "Place", "Original", "Mutated", "Clause"], rows)
  }

  /// `87.5%`, or `–` with nothing scored.
  static func score(_ value: Double?) -> String { value.map { Format.percent($0 * 100) } ?? "–" }

  /// Code as inline code, its backticks and table bars made harmless.
  private static func code(_ text: String) -> String {
    "`" + text.replacingOccurrences(of: "`", with: "'").replacingOccurrences(of: "|", with: "¦") + "`"
  }

  /// Which results were reused from `Reports/mutation/` and which were measured now.
  private static func reuseNote(_ figures: [MutationFigures]) -> String {
    let reused = figures.filter(\.reused).count
    switch reused {
    case 0: return "Every module's mutants were run in this report."
    case figures.count:
      return
        "The results were reused from `Reports/mutation/`: the modules' sources, their tests and the targets they build on are unchanged since they were measured (`--mutation` runs them again)."
    default:
      return
        "\(reused) of \(figures.count) modules' results were reused from `Reports/mutation/` (unchanged since measured); the others were run in this report."
    }
  }
}
