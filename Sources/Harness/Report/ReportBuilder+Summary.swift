import ArchLab
import BenchmarkAnalysis
import Claims
import HarnessSupport
import Metrics
import Mutation
import Tour
import TourScript

extension ReportBuilder {
  /// The charts the first screen shows, by file name; the sections draw them.
  static let keyCharts = [
    // The run-time chart of the scenario the trade-offs' run-time row reads: adding a contact.
    "lines-by-role.svg", "mutation.svg", "runtime-ratios-\(Scenario.addContact.rawValue).svg",
    "cost-of-change-lines.svg", "growth-code-lines.svg",
  ]

  /// The page a reader lands on: what each architecture costs on every dimension, with the
  /// largest differences in words; the reader's own weighing; every claim's verdict; the key
  /// charts; any two architectures side by side; then the line linking to the details, which
  /// the HTML report puts on its own page (`details.html`), opening on a card per architecture.
  static func front(_ metrics: Metrics, into doc: inout ReportDocument) {
    let tradeOffs = TradeOffs(metrics)
    doc.heading(2, "Trade-offs at a glance", anchor: "trade-offs")
    doc.tradeOffs(tradeOffs)
    doc.attachments.append((TradeOffs.csvName, tradeOffs.csv))
    doc.paragraph(
      "**Take it away:** [\(TradeOffs.csvName)](\(TradeOffs.csvName)) (this table, a row per architecture and dimension, with each figure's noise), [metrics.json](metrics.json) (every figure of the report), [the workshop handout](\(handoutPage)) (one page to print); the address keeps your weights and toolkit, to share the view; printing leaves out the controls."
    )
    doc.paragraph(
      "Each cell is the figure its section details. Run time and memory are over each module's own toolkit's floor: ScreenUI's (a model of SwiftUI) for MV, MVVM-SwiftUI and TCA-SwiftUI, ScreenKit's for the others; what the toolkits themselves cost is on its own line below."
    )
    doc.paragraph("**The largest differences**, each computed from its row:")
    doc.list(tradeOffs.differences)
    doc.heading(2, "Weigh what matters to you", anchor: "weigh")
    doc.weigh(tradeOffs)
    verdicts(metrics, into: &doc)
    doc.heading(2, "Key charts", anchor: "key-charts")
    doc.keyCharts(keyCharts)
    compareTwo(metrics, tradeOffs: tradeOffs, into: &doc)
    doc.heading(2, "Words used here", anchor: "glossary")
    doc.glossary(.report)
    doc.contentsLine()
    doc.page("details.html")
    doc.pageContents()
    summary(metrics, into: &doc)
  }

  /// One card per architecture with its headline figures.
  static func summary(_ metrics: Metrics, into doc: inout ReportDocument) {
    doc.heading(2, "Each architecture's headline figures", anchor: "summary")
    doc.cards(
      metrics.architectures.map { a in
        ReportCard(
          name: a.architecture.displayName, anchor: "card-\(a.architecture.rawValue)",
          figures: headline(a, metrics))
      })
    doc.paragraph(
      "Code lines and files, stand-ins included: each module's `Sources/<ARCH>/` and the stand-in targets it imports. Own code lines: the same without its framework stand-ins (a target under `Sources/StandIns/`, or the module's `Framework/` folder), which stand for a library a real app would import (TCA's store, the bindings Combine or Observation give); the trade-offs' Size is this count. Mutation score: the share of small changes to the module that its unit tests, or the acceptance suite, catch. Open contacts: time ÷ the floor's over paired rounds, median [95 % interval], as in Runtime and memory."
    )
  }

  /// An architecture's headline figures, label and value: the one definition the cards, the
  /// Markdown summary and Compare two show.
  static func headline(_ a: ArchitectureMetrics, _ metrics: Metrics) -> [(label: String, value: String)] {
    let code = a.size.total.lines.code
    let largest = a.size.complexity.largestType
    var figures = [
      (label: FigureLabel.codeLinesWithStandIns, value: "\(code)"),
      (FigureLabel.ownCodeLines, "\(code - (a.size.roles[.frameworkStandIn]?.lines.code ?? 0))"),
      (FigureLabel.filesWithStandIns, "\(a.size.total.files)"),
      (FigureLabel.largestType, "\(largest.name) (\(largest.codeLines))"),
      (FigureLabel.unitTests, "\(a.size.unitTests.tests)"),
    ]
    for suite in MutationSuite.allCases {
      let label = suite == .unit ? FigureLabel.unitMutationScore : FigureLabel.acceptanceMutationScore
      figures.append((label, a.mutation?.scoreText(suite) ?? "–"))
    }
    if let run = metrics.benchmarkRun, let n = run.ratios.map(\.n).max() {
      // The paired estimate with its interval: the runtime table's figure, the one definition.
      let ratio = run.ratio(.architecture(a.architecture), .openContacts, n)
      // Over the module's own toolkit's floor: a SwiftUI-shaped module's figure is ScreenUI's.
      let toolkit =
        a.architecture.isSwiftUIShaped ? " (ScreenUI floor: a model of SwiftUI)" : " (ScreenKit floor)"
      figures.append(("Open contacts × own toolkit's floor (N=\(n))", ratio.map { $0.text + toolkit } ?? "–"))
    }
    return figures
  }

  /// Every claim's verdict, linking to its details; ArchLab's own questions apart.
  static func verdicts(_ metrics: Metrics, into doc: inout ReportDocument) {
    doc.heading(2, "Verdicts on the articles' claims", anchor: "verdicts")
    doc.matrix(
      VerdictMatrix(
        claims: judgedClaims(metrics).map {
          ($0.claim.id, $0.claim.title, $0.outcome.verdict, $0.robustness)
        },
        questions: ClaimCatalogue.ownQuestions.map { question in
          let judged = metrics.questions?.first { $0.claim == question.heading }
          return (question.id, question.question, judged?.verdict, judged?.robustness)
        }))
    doc.paragraph(
      "Each claim links to its details: the claim, the rule's reason, the figures it read, context, caveats, the rule's provenance, the sources and their quotes. How a verdict is given: [What the numbers say about the articles' claims](#claims)."
    )
  }

  /// Any two architectures side by side: the trade-offs' figures, the claims that name each,
  /// complexity, the cards' other figures, and what each action of the tour asks a reader to
  /// open, linking to the action's page at that architecture's column.
  static func compareTwo(_ metrics: Metrics, tradeOffs: TradeOffs, into doc: inout ReportDocument) {
    let archs = metrics.architectures
    guard archs.count > 1 else { return }
    doc.heading(2, "Compare two", anchor: "compare")
    var rows: [(label: String, cells: [String])] = [("Trade-offs (as above)", [])]
    rows += tradeOffs.dimensions.map { dimension in
      (
        "\(dimension.name) \(dimension.lowerIsBetter ? "↓" : "↑")",
        archs.map { dimension.values[$0.architecture].map(dimension.format) ?? "–" }
      )
    }
    let judged = judgedClaims(metrics)
    rows.append(("Claims that name it", []))
    rows.append(
      (
        "Verdicts",
        archs.map { a in
          let named = judged.filter { $0.claim.names(a.architecture) }
          return named.isEmpty
            ? "none"
            : named.map {
              "[\($0.claim.id) \($0.outcome.verdict.symbol)\($0.robustness.isFragile ? VerdictMatrix.fragileMark : "")](#\(VerdictMatrix.anchor($0.claim.id)))"
            }.joined(separator: " ")
        }
      ))
    rows += compareTwoFigures(metrics)
    doc.comparison(
      ArchitectureComparison(
        architectures: archs.map { ($0.architecture.rawValue, $0.architecture.displayName) }, rows: rows,
        explanation:
          "The trade-offs' figures, the verdicts of the claims that name each architecture (✓ supported, ✗ contradicted, ? inconclusive), complexity, the headline figures"
          + (metrics.tour == nil
            ? "."
            : ", then what each tap of [the tour](tour/index.html) asks a reader to open, each linking to the tap's page at that architecture's column.")
      ))
  }

  /// Compare two's rows after the verdicts: complexity, the headline figures not shown above,
  /// and what each tap of the tour asks a reader to open.
  private static func compareTwoFigures(_ metrics: Metrics) -> [(label: String, cells: [String])] {
    let archs = metrics.architectures
    var rows: [(label: String, cells: [String])] = []
    rows.append(("Complexity (cyclomatic, per function)", []))
    rows += [
      (FigureLabel.complexityMean, archs.map { Format.f2($0.size.complexity.mean) }),
      (FigureLabel.complexityP90, archs.map { "\($0.size.complexity.p90)" }),
      (
        "Most complex function",
        archs.map { "`\($0.size.complexity.mostComplexFunction)` (\($0.size.complexity.max))" }
      ),
    ]
    rows.append(("Headline figures", []))
    let shownAbove: Set<String> = [FigureLabel.ownCodeLines, FigureLabel.unitMutationScore]
    let figures = archs.map { headline($0, metrics).filter { !shownAbove.contains($0.label) } }
    rows += (figures.first ?? []).indices.map { index in
      (label: figures[0][index].label, cells: figures.map { $0[index].value })
    }
    if let tour = metrics.tour {
      rows.append(
        ("What one tap asks a reader to open: files · types · functions · lines · protocol boundaries", []))
      rows += TourAction.today.map { action in
        (
          label: "[\(action.title)](tour/\(action.pageName))",
          cells: archs.map { a in
            tour.first { $0.action == action && $0.architecture == a.architecture }.map {
              "[\(TourTable.cell($0))](tour/\(action.pageName)#\(a.architecture.rawValue))"
            } ?? "not measured"
          }
        )
      }
    }
    return rows
  }
}

extension ClaimEntry {
  /// Whether the claim's title names `architecture`: `VIPER's view controllers are lean` names
  /// VIPER; `MVVM-C` or `MVVM-R` does not name MVVM.
  func names(_ architecture: Architecture) -> Bool {
    let name = architecture.displayName
    var rest = title[...]
    while let found = rest.range(of: name) {
      let before = found.lowerBound == title.startIndex ? nil : title[title.index(before: found.lowerBound)]
      let after = title[found.upperBound...]
      let startsWord = before.map { !$0.isLetter && !$0.isNumber && $0 != "-" } ?? true
      let endsWord =
        after.first.map {
          !$0.isLetter && !$0.isNumber && !($0 == "-" && after.dropFirst().first?.isLetter == true)
        }
        ?? true
      if startsWord && endsWord { return true }
      rest = title[found.upperBound...]
    }
    return false
  }
}
