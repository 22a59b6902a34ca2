import ArchLab
import BenchmarkAnalysis
import Claims
import HarnessSupport
import Metrics

extension ReportBuilder {
  /// Time of every variant against the floor, paired round by round, with
  /// intervals and the A/A band; then mallocs and memory.
  package static func runtime(_ metrics: Metrics, into doc: inout ReportDocument) {
    doc.heading(2, "Runtime and memory")
    guard let benchmarks = metrics.benchmarks, !benchmarks.isEmpty, let run = metrics.benchmarkRun else {
      doc.paragraph("Runtime and memory: not measured in this run (`--skip-benchmarks`).")
      return
    }
    runtimeMethod(benchmarks, run, into: &doc)
    runtimeMachine(run, into: &doc)
    runtimeTargets(run, into: &doc)
    let variants =
      [Variant.floor, .floor2, .limit, .floorDiffable, .floorUI].filter { variant in
        benchmarks.contains { $0.variant == variant }
      }
      + metrics.architectures.map { Variant.architecture($0.architecture) }
    for scenario in Scenario.allCases where benchmarks.contains(where: { $0.scenario == scenario }) {
      runtime(of: scenario, variants: variants, benchmarks, run, into: &doc)
    }
  }

  /// How the times were measured and how to read the intervals; whether two runs on
  /// one commit agreed.
  static func runtimeMethod(
    _ benchmarks: [BenchmarkResult], _ run: BenchmarkRun, into doc: inout ReportDocument
  ) {
    doc.paragraph(
      "Measured by the `Benchmarks/` package (ordo-one/benchmark, release build), driving the screens through the ScreenKit driver. For each scenario and size, every variant runs once per **round**, on the same data, in an order drawn from a seeded generator; a variant's ratio is its time divided by **its own toolkit's floor**'s in the same round. The floor does the same work — the same storage reads, the same sort keys computed once, the same rendering — with no architecture in between, written directly on ScreenKit (UIKit-shaped); the **ScreenUI floor** is the same screens written directly on ScreenUI with the least code, the denominator of MV, MVVM-SwiftUI and TCA-SwiftUI, and over the ScreenKit floor the toolkit's own cost: **ScreenUI is ArchLab's model of SwiftUI's documented rules (iOS 17), not SwiftUI, and its figures are the model's**; the **diffable floor** is the ScreenKit floor with a diffable data source, every identifier applied and diffed on each change as UIKit's does (the identity diffing UIKit apps pay too); the **limit** only fetches the same rows and draws the visible ones (no sort, no sections); **floor A/A** is the floor's own code run a second time as if it were another variant. A cell's rounds run in **separate processes**, because what changes from one process to the next (where the heap puts a list, which pages are already touched) moves a ratio more than anything within one: \(run.rule.sentence). Each cell is the median ratio with its 95 % **two-level** percentile-bootstrap interval (the processes resampled, then the rounds within each; \(run.resamples) resamples, seeded), so the interval holds the differences between processes as well as the noise within one. The floor A/A interval is the run's **noise band**: a ratio whose interval overlaps it is reported as **no measurable difference** (≈); ▲ marks an interval wholly above the band (measurably slower than the floor), ▼ wholly below (faster). Growth is the slope of log(time) against log(N), with its interval (the same two levels at each size): 1 is linear. Mallocs and peak memory come from a separate pass (each variant in its own process, malloc counting and memory sampling on), kept out of the timed rounds."
    )
    if let sampling = samplingSentence(run) { doc.paragraph(sampling) }
    doc.paragraph(agreementSentence(run))
    doc.paragraph(betweenMachinesSentence(run))
  }

  /// `In this run: 3 to 8 processes (30 to 80 rounds) per cell; …`, or `nil` without records.
  static func samplingSentence(_ run: BenchmarkRun) -> String? {
    guard let fewest = run.sampling.map(\.processes).min(), let most = run.sampling.map(\.processes).max(),
      let fewestRounds = run.sampling.map(\.rounds).min(), let mostRounds = run.sampling.map(\.rounds).max()
    else { return nil }
    let precise = run.sampling.filter { $0.stop == .precise }.count
    let maximum = run.sampling.filter { $0.stop == .maximum }.count
    let range = { (low: Int, high: Int) in low == high ? "\(low)" : "\(low) to \(high)" }
    return
      "In this run: \(range(fewest, most)) processes (\(range(fewestRounds, mostRounds)) rounds) per cell; \(precise) of \(run.sampling.count) cells stopped with every interval within \(Format.f0(run.rule.tolerance * 100)) % of its median, \(maximum) at their maximum number of processes. Each table's last row gives its cells' processes and rounds."
  }

  /// What `Benchmarks/agreement.json` says: two runs of one commit, the share of overlapping intervals.
  static func agreementSentence(_ run: BenchmarkRun) -> String {
    guard let agreement = run.agreement else {
      return
        "**The same answer twice:** no check is recorded (`Benchmarks/agreement.json`: two runs of `Benchmarks/run.sh` on one commit compared with `archlab benchmarks agreement`)."
    }
    let dates = agreement.runs.map { $0.date ?? "date not recorded" }
    let loads = agreement.runs.map { run in
      "\(run.loadAverageBefore.map { Format.f2($0.one) } ?? "not read") before, \(run.loadAverageAfter.map { Format.f2($0.one) } ?? "not read") after"
    }
    var text =
      "**The same answer twice:** two full runs of `Benchmarks/run.sh` on commit `\(agreement.commit ?? "not recorded")` (\(Prose.list(dates)); 1-minute load average \(Prose.list(loads))) gave overlapping 95 % intervals for **\(agreement.overlapping) of \(agreement.intervals)** ratios (\(Format.f1(agreement.share * 100)) %; target \(Format.f0(agreement.target * 100)) %: \(agreement.met ? "met" : "not met"))"
    text +=
      agreement.disagreements.isEmpty
      ? "" : "; not overlapping: " + agreement.disagreements.map(\.text).joined(separator: "; ")
    if let seeding = agreement.seedingOverlaps {
      text += "; the seeding race's two intervals \(seeding ? "overlap" : "do not overlap")"
    }
    text +=
      ". Compared with `archlab benchmarks agreement` (checked \(agreement.checkedAt)), recorded in `Benchmarks/agreement.json`"
    text +=
      agreement.rule == run.rule
      ? ", under this run's sampling rule." : ", under an earlier sampling rule than this run's."
    return text
  }

  /// Whether the figures hold on another machine: this run against the same inputs measured
  /// elsewhere, or that no such comparison was made.
  static func betweenMachinesSentence(_ run: BenchmarkRun) -> String {
    guard let between = run.betweenMachines else {
      return
        "**Between machines:** not compared in this run. Every interval here is a within-machine interval: it holds for the machine that measured it. `swift run archlab report --rerun-benchmarks` on another machine measures the same inputs there and compares each ratio's two intervals in this place (the share that overlap, the largest moves)."
    }
    let agreement = between.agreement
    var sentence =
      "**Between machines:** the same benchmark inputs measured on \(between.earlier.machine?.description ?? "a machine not recorded") (\(between.earlier.measuredAt), commit `\(between.earlier.commit)`) and here, on \(between.here.description): **\(agreement.overlapping) of \(agreement.intervals)** ratios' 95 % intervals overlap (\(Format.f1(agreement.share * 100)) %; target \(Format.f0(agreement.target * 100)) %: \(agreement.met ? "met" : "not met"))"
    if let move = between.medianMove {
      sentence += "; the median ratio moved by \(Format.f1((move - 1) * 100)) %"
    }
    let moves = between.largestMoves.prefix(5)
    if !moves.isEmpty {
      sentence +=
        "; largest moves: " + moves.map { "\($0.text) (×\(Format.f2($0.factor)))" }.joined(separator: "; ")
    }
    sentence += "."
    if !agreement.met {
      sentence +=
        " Below the target, this report's intervals are within one machine only: between machines, read each ratio as uncertain by at least the median move above, and a difference as one only when it is larger than that."
    }
    return sentence
  }

  /// The machine's load, with a warning when it was busy; the noise bands' range.
  static func runtimeMachine(_ run: BenchmarkRun, into doc: inout ReportDocument) {
    var load =
      "Load average (1 / 5 / 15 min): \(run.loadAverageBefore?.description ?? "not read") before the benchmarks, \(run.loadAverageAfter?.description ?? "not read") after"
    if let other = run.otherRunnableDuring {
      load += "; other runnable tasks while they ran: \(Format.f2(other)) (median of a reading a second)"
    }
    doc.paragraph(load + ".")
    if let reused = run.reusedFrom {
      let here = MachineIdentity.current()
      let machine =
        reused.machine.map { measured in
          " on \(measured.description)"
            + (measured.id == here.id
              ? " (this machine)"
              : " — not this machine (\(here.description)): ratios of paired rounds move less between machines than times do, but `swift run archlab report --rerun-benchmarks` measures them here")
        } ?? " (machine not recorded)"
      doc.paragraph(
        "These runtime and memory figures were measured on \(reused.measuredAt) at commit `\(reused.commit)`\(machine), and reused by this report: nothing the benchmarks build from (the `Benchmarks/` package, the targets it links, both manifests, `run.sh`) or the toolchain has changed since (`benchmarks.json` beside the report keeps the output with the key of those inputs; `archlab report --rerun-benchmarks` measures them again)."
      )
    }
    if run.machineWasBusy {
      doc.paragraph(
        "**Warning: the machine was busy while the benchmarks ran** (other work wanted a core). The rounds are paired, so every variant shared the disturbance, but the intervals are wider and the ratios less certain than on an idle machine; run `swift run archlab report` again on an idle machine before quoting them."
      )
    }
    let widths = run.bands.map { $0.high - $0.low }
    if let narrowest = run.bands.min(by: { $0.high - $0.low < $1.high - $1.low }),
      let widest = run.bands.max(by: { $0.high - $0.low < $1.high - $1.low }), !widths.isEmpty
    {
      doc.paragraph(
        "A/A bands (floor A/A ÷ floor) in this run: from \(narrowest.text) (\(narrowest.scenario.rawValue), N=\(narrowest.n)) to \(widest.text) (\(widest.scenario.rawValue), N=\(widest.n)); each scenario's table gives its own."
      )
    }
  }

  /// Why each of `over` (ratios over their target) is where it is: a cause every variant
  /// shares at a cell once, naming the variants it concerns, then each variant's own, or
  /// that none was found yet.
  static func causeLines(_ over: [RatioEstimate]) -> [String] {
    var lines: [String] = []
    var sharedDone = Set<String>()
    for ratio in over {
      let causes = RuntimeCause.causes(of: ratio.variant, ratio.scenario, n: ratio.n)
      for cause in causes where cause.architecture == nil {
        guard sharedDone.insert("\(cause.scenario.rawValue) \(cause.n)").inserted else { continue }
        let concerned = over.filter { $0.scenario == cause.scenario && $0.n == cause.n }
        lines.append(
          "Why \(Prose.list(concerned.map(\.variant.title))) \(cause.scenario.rawValue) at N=\(cause.n) \(concerned.count == 1 ? "is" : "are") over 1.10×: \(cause.cause) (\(cause.source))."
        )
      }
      let own = causes.filter { $0.architecture != nil }
      if !own.isEmpty {
        lines.append(
          "Why \(ratio.variant.title) \(ratio.scenario.rawValue) at N=\(ratio.n) is \(ratio.text)\(causes.count > own.count ? ", more than that" : ""): "
            + own.map { "\($0.cause) (\($0.source))" }.joined(separator: "; and ") + ".")
      } else if causes.isEmpty {
        lines.append(
          "Why \(ratio.variant.title) \(ratio.scenario.rawValue) at N=\(ratio.n) is \(ratio.text): no cause found yet."
        )
      }
    }
    return lines
  }

  /// Floor ÷ limit, the seeding race and the targets the figures are held to.
  static func runtimeTargets(_ run: BenchmarkRun, into doc: inout ReportDocument) {
    var items: [String] = []
    if let limit = run.ratio(.limit, .openContacts, 100_000), limit.median > 0 {
      let floorOverLimit = RatioEstimate(
        scenario: limit.scenario, n: limit.n, variant: .floor, median: 1 / limit.median, low: 1 / limit.high,
        high: 1 / limit.low, samples: limit.samples, processes: limit.processes)
      items.append(
        "Open contacts, N=100000: floor ÷ limit \(floorOverLimit.text) (target ≤ 4×: \(floorOverLimit.median <= 4 ? "met" : "not met"))."
      )
    }
    let atTenThousand = run.ratios.filter { $0.n == 10_000 && !$0.variant.isReference }
    if !atTenThousand.isEmpty {
      let over = atTenThousand.filter { $0.median > 1.10 }
      items.append(
        "Every architecture and scenario at N=10000 ≤ 1.10× the floor: "
          + (over.isEmpty
            ? "met (largest \(Format.f2(atTenThousand.map(\.median).max() ?? 0))×)."
            : "not met: "
              + over.map { "\($0.variant.title) \($0.scenario.rawValue) \(Format.f2($0.median))×" }.joined(
                separator: ", ") + "."))
      items += causeLines(over)
    }
    // A cell at another size is explained where a cause was found for it (TCA's add at 100 000).
    items += causeLines(
      run.ratios.filter {
        $0.n != 10_000 && !$0.variant.isReference
          && RuntimeCause.causes(of: $0.variant, $0.scenario, n: $0.n).contains { $0.architecture != nil }
      })
    let upcoming = run.ratios.filter {
      $0.scenario == .openUpcoming && $0.n == 100_000 && !$0.variant.isReference
    }
    if let worst = upcoming.max(by: { $0.median < $1.median }) {
      items.append(
        "Open Upcoming, N=100000, every architecture ≤ 1.2× the floor: \(worst.median <= 1.2 ? "met" : "not met") (largest: \(worst.variant.title) \(worst.text))."
      )
    }
    if let seeding = run.seeding {
      items.append(
        "Seeding \(seeding.n) contacts (`archlab seed`'s work, process start aside) against raw SQLite writing the same rows in one transaction with one prepared statement: \(Format.milliseconds(seeding.seederMedianNs)) ms against \(Format.milliseconds(seeding.rawMedianNs)) ms, \(Format.f2(seeding.ratio))× [\(Format.f2(seeding.low)), \(Format.f2(seeding.high))] over \(seeding.rounds) paired rounds in \(seeding.processes) processes (target ≤ 1.5×: \(seeding.ratio <= 1.5 ? "met" : "not met"))."
      )
    }
    if !items.isEmpty { doc.list(items) }
  }

  /// One scenario's tables (ratios with intervals, then mallocs and memory) and charts.
  static func runtime(
    of scenario: Scenario, variants: [Variant], _ benchmarks: [BenchmarkResult], _ run: BenchmarkRun,
    into doc: inout ReportDocument
  ) {
    let sizes = Set(benchmarks.filter { $0.scenario == scenario }.map(\.n)).sorted()
    doc.heading(3, scenario.title)
    /// A variant's row: its name, then one cell per size (– where not measured).
    func row(_ variant: Variant, _ cell: (BenchmarkResult) -> String?) -> [String] {
      [variant.title]
        + sizes.map { n in
          BenchmarkAnalysis.result(benchmarks, variant: variant, scenario: scenario, n: n).flatMap(cell)
            ?? "–"
        }
    }
    doc.table(
      ["× own toolkit's floor, median [95 % CI]"] + sizes.map { "N=\($0)" } + ["Growth [95 % CI]"],
      variants.map { variant in
        row(variant) { ratioCell(variant, $0, run) } + [run.growth(variant, scenario)?.text ?? "–"]
      } + [["processes, rounds"] + sizes.map { samplingCell(run.sampling(scenario, $0)) } + ["–"]])
    doc.table(
      ["Mallocs / peak MB"] + sizes.map { "N=\($0)" },
      variants.filter { $0 != .floor2 }.map { variant in
        row(variant) { result in
          guard let mallocs = result.mallocCountMedian, let peak = result.peakMemoryResidentBytes else {
            return nil
          }
          return "\(Format.f0(mallocs)) / \(Format.f1(peak / 1_048_576))"
        }
      })
    let compared = variants.filter { $0 != .floor }
    doc.chart(
      "runtime-ratios-\(scenario.rawValue).svg",
      "\(scenario.title): each variant over its own toolkit's floor, with 95 % intervals (MV, MVVM-SwiftUI, TCA-SwiftUI: ScreenUI's figures, a model of SwiftUI, over the ScreenUI floor)",
      SVGChart.intervals(
        title: "\(scenario.title): time ÷ own toolkit's floor, median and 95 % interval",
        categories: sizes.map { "N=\($0)" },
        series: compared.map { variant in
          SVGChart.IntervalSeries(
            variant.title, ChartStyles.variant(variant),
            sizes.map { n in
              run.ratio(variant, scenario, n).map {
                SVGChart.Interval(median: $0.median, low: $0.low, high: $0.high)
              }
            })
        }, axis: SVGChart.Axis("× own toolkit's floor", suffix: "×"), line: ChartStyles.floorLine,
        band: sizes.map { n in run.band(scenario, n).map { $0.low...max($0.low, $0.high) } },
        bandKey: ChartStyles.noiseBand))
    doc.chart(
      "runtime-\(scenario.rawValue).svg",
      "\(scenario.title): median time (the SwiftUI-shaped modules and the ScreenUI floor are ScreenUI's, a model of SwiftUI)",
      SVGChart.logLogLines(
        title: "\(scenario.title): median time",
        series: variants.filter { $0 != .floor2 }.map { variant in
          SVGChart.PointSeries(
            variant.title, ChartStyles.variant(variant),
            benchmarks.filter { $0.variant == variant && $0.scenario == scenario }.map {
              SVGChart.Point(x: Double($0.n), y: $0.wallClockMedianNs)
            })
        }, xTitle: "N, rows (log scale)", axis: SVGChart.Axis("median time, ms (log scale)")))
  }

  /// `3, 30 (within 2 %)`, `8, 80 (maximum)`: a cell's processes and rounds, and why it stopped.
  static func samplingCell(_ sampling: CellSampling?) -> String {
    guard let sampling else { return "–" }
    let reason =
      switch sampling.stop {
      case .precise: " (precise)"
      case .maximum: " (maximum)"
      case nil: ""
      }
    return "\(sampling.processes), \(sampling.rounds)\(reason)"
  }

  /// The floor's median time; the A/A band; any other variant's ratio with
  /// its interval and what it says against the band (≈, ▲, ▼).
  static func ratioCell(_ variant: Variant, _ result: BenchmarkResult, _ run: BenchmarkRun) -> String? {
    if variant == .floor { return "\(Format.milliseconds(result.wallClockMedianNs)) ms" }
    guard let ratio = run.ratio(variant, result.scenario, result.n) else { return nil }
    if variant == .floor2 { return "\(ratio.text) (band)" }
    switch run.verdict(variant, result.scenario, result.n) {
    case .noMeasurableDifference: return "≈ \(ratio.text)"
    case .slower: return "\(ratio.text) ▲"
    case .faster: return "\(ratio.text) ▼"
    case nil: return ratio.text
    }
  }
}
