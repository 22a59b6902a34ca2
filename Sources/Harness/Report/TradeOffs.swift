import ArchLab
import BenchmarkAnalysis
import Claims
import Foundation
import HarnessSupport
import Metrics
import TourScript

/// What each architecture costs, on every dimension ArchLab measures, as one table of figures:
/// the first thing the report shows. Every figure is one the sections detail, under the same
/// definition; every sentence about it is computed from it.
struct TradeOffs {
  /// One dimension: its name, what its figure is, which way is better, and each architecture's figure.
  struct Dimension {
    /// `Size`.
    var name: String
    /// `code lines of the module's own code`.
    var measure: String
    /// How a figure is written: `361`, `92.1 %`, `1.03×`.
    var format: (Double) -> String
    /// Whether a lower figure is better (size, cost) or a higher one (test strength).
    var lowerIsBetter: Bool
    /// Whether the figure counts things (lines, files), so that two compare as a ratio; a
    /// ratio to a floor or a score is compared by its two figures.
    var isCount = true
    /// Each architecture's figure; an architecture absent here was not measured on it.
    var values: [Architecture: Double]
    /// Each architecture's noise, in the figure's unit: half its 95 % interval for a run time,
    /// one mutant for a mutation score; absent (0) for what is counted exactly (lines, files,
    /// mallocs). Two figures closer than their two noises added are tied.
    var noise: [Architecture: Double] = [:]
    /// The dimension whose weight this one shares, by name: two figures read from the same
    /// measurements (the six workshop changes, made alone and made one after another) count
    /// once between them, each at half the weight.
    var sharesWeightWith: String? = nil

    /// The figures from best to worst; equal figures in the architectures' order.
    var ranked: [(Architecture, Double)] {
      let order = Architecture.allCases
      return values.sorted { first, second in
        guard first.value != second.value else {
          return order.firstIndex(of: first.key) ?? 0 < order.firstIndex(of: second.key) ?? 0
        }
        return lowerIsBetter ? first.value < second.value : first.value > second.value
      }
      .map { ($0.key, $0.value) }
    }

    /// Whether `a`'s and `b`'s figures are within each other's noise (equal, for exact counts).
    func tied(_ a: Architecture, _ b: Architecture) -> Bool {
      guard let first = values[a], let second = values[b] else { return false }
      return abs(first - second) <= (noise[a] ?? 0) + (noise[b] ?? 0) + 1e-12
    }

    /// The figures from best to worst in groups of ties: each group is led by its best
    /// figure and holds those after it within the leader's noise.
    var ties: [[Architecture]] {
      var groups: [[Architecture]] = []
      for (architecture, _) in ranked {
        if let leader = groups.last?.first, tied(leader, architecture) {
          groups[groups.count - 1].append(architecture)
        } else {
          groups.append([architecture])
        }
      }
      return groups
    }

    /// Where `architecture`'s group leader lies from the row's best (0) to its worst (1), or
    /// `nil` when the whole row is one group: no figure differs beyond the noise.
    func position(of architecture: Architecture) -> Double? {
      let groups = ties
      guard groups.count > 1, let best = ranked.first?.1, let worst = ranked.last?.1, best != worst,
        let leader = groups.first(where: { $0.contains(architecture) })?.first, let value = values[leader]
      else { return nil }
      return abs(value - best) / abs(worst - best)
    }

    /// The architectures whose figure is more than ``Outlier/factor`` times the row's median
    /// on the worse side (a third of it where higher is better).
    var outlying: [Architecture] {
      let sorted = values.values.sorted()
      guard sorted.count >= 3 else { return [] }
      let middle = sorted.count / 2
      let median = sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
      guard median > 0 else { return [] }
      return ranked.map(\.0).filter { a in
        guard let value = values[a] else { return false }
        return lowerIsBetter ? value > Outlier.factor * median : value < median / Outlier.factor
      }
    }

    /// `architecture`'s place from the best, 0-based, and how many were ranked.
    func place(of architecture: Architecture) -> (Int, Int)? {
      let order = ranked.map(\.0)
      return order.firstIndex(of: architecture).map { ($0, order.count) }
    }
  }

  /// The architectures measured, in report order.
  var architectures: [Architecture]
  /// The dimensions that were measured, in order.
  var dimensions: [Dimension]
  /// The toolkits' own costs, apart from any architecture's: `ScreenUI floor` → ×ScreenKit floor.
  var toolkits: [(title: String, ratio: RatioEstimate)]
  /// The size the run-time and memory dimensions are read at: the largest the benchmarks
  /// added a contact to (100 000 in the committed report).
  var scale: Int
  /// The figures far from the rest of their row, each with what was found behind it.
  var outliers: [Outlier] = []

  /// A figure more than ``Outlier/factor`` times its row's median (worse, or a third of it
  /// where higher is better): shown with its cause beside it, never alone.
  struct Outlier: Equatable {
    /// How far from its row's median a figure must be to be explained where it is shown.
    static let factor = 3.0
    /// The dimension's name.
    var dimension: String
    var architecture: Architecture
    /// What was found behind it, as measured, with where the measurement is written; or that
    /// no cause was found yet.
    var cause: String
  }

  /// The trade-offs of the architectures in `metrics`.
  init(_ metrics: Metrics) {
    let figures = ClaimFigures(metrics: metrics)
    architectures = metrics.architectures.map(\.architecture)
    let scale = figures.runtime?.filter { $0.scenario == .addContact }.map(\.n).max() ?? 100_000
    self.scale = scale
    let values = { [architectures] (read: (Architecture) -> Double?) in
      Dictionary(uniqueKeysWithValues: architectures.compactMap { a in read(a).map { (a, $0) } })
    }
    dimensions =
      (Self.codeDimensions(figures, metrics, values)
      + Self.runDimensions(figures, metrics.benchmarkRun, scale, values))
      .filter { $0.values.count >= 2 }
    toolkits = [Variant.floorUI, .floorDiffable].compactMap { variant in
      metrics.benchmarkRun?.ratio(variant, .addContact, scale).map { (variant.title, $0) }
    }
    outliers = dimensions.flatMap { dimension in
      dimension.outlying.map { a in
        Outlier(
          dimension: dimension.name, architecture: a,
          cause: dimension.name == Self.runTimeName
            ? Self.runTimeCause(a, metrics, scale: scale)
            : "no cause found yet; its section details the figure")
      }
    }
  }

  /// The run-time dimension's name, which its outliers' causes are read for.
  static let runTimeName = "Run time at scale"

  /// Why `architecture`'s add at `scale` is where it is: the cause found by measuring
  /// (``RuntimeCause``), this run's absolute times of the module and its floor, and the
  /// ratio at the size before, so that the reader sees where it starts.
  static func runTimeCause(_ architecture: Architecture, _ metrics: Metrics, scale: Int) -> String {
    let causes = RuntimeCause.causes(of: .architecture(architecture), .addContact, n: scale).filter {
      $0.architecture != nil
    }
    var text =
      causes.isEmpty
      ? "no cause found yet"
      : causes.map { "\($0.cause) (\($0.source))" }.joined(separator: "; ")
    let floor = Variant.floor(of: architecture)
    let time = { (variant: Variant, n: Int) in
      metrics.benchmarks?.first { $0.variant == variant && $0.scenario == .addContact && $0.n == n }?
        .wallClockMedianNs
    }
    if let own = time(.architecture(architecture), scale), let base = time(floor, scale) {
      let machine =
        metrics.benchmarkRun.map { run in
          " (benchmarks of \(run.measuredAt?.prefix(10) ?? "this run"), \(run.cores) cores, \(run.otherRunnableDuring.map { "\(Format.f1($0)) other runnable tasks on average while they ran" } ?? "load not recorded"))"
        } ?? ""
      text +=
        ". In this report one add takes \(Format.milliseconds(own)) ms against the \(floor == .floor ? "ScreenKit" : "ScreenUI") floor's \(Format.milliseconds(base)) ms\(machine)"
    }
    let smaller = metrics.benchmarkRun?.ratios.filter {
      $0.variant == .architecture(architecture) && $0.scenario == .addContact && $0.n < scale
        && $0.denominator == floor
    }.max { $0.n < $1.n }
    if let smaller {
      text += "; at \(Format.grouped(smaller.n)) it is \(smaller.text)"
    }
    return text
  }

  /// Reads one figure of every architecture that has it.
  typealias Values = ((Architecture) -> Double?) -> [Architecture: Double]

  /// The dimensions read from the code, the workshop, the growth series, the mutants and the tour.
  private static func codeDimensions(_ figures: ClaimFigures, _ metrics: Metrics, _ values: Values)
    -> [Dimension]
  {
    [
      Dimension(
        name: "Size", measure: "code lines of the module's own code, framework stand-ins left out",
        format: { Format.f0($0) }, lowerIsBetter: true,
        values: values { figures[$0]?.codeLines.map(Double.init) }),
      Dimension(
        name: "Cost of a change", measure: "code lines changed per workshop exercise, mean of the six",
        format: { Format.f0($0) }, lowerIsBetter: true,
        values: values { a in
          guard let changed = figures[a]?.linesChanged, !changed.isEmpty else { return nil }
          return Double(changed.values.reduce(0, +)) / Double(changed.count)
        }),
      Dimension(
        name: "Growth per change",
        measure:
          "code lines added per change when the same six changes are made one after another (slope); it shares Cost of a change's weight, since both read those six changes",
        format: { Format.f1($0) }, lowerIsBetter: true,
        values: values { a in
          guard let steps = figures.growth[a]?.steps, steps.count > 1 else { return nil }
          return Statistics.slope(
            steps.enumerated().compactMap { step, module in
              module.codeLines.map { (x: Double(step), y: Double($0)) }
            })
        }, sharesWeightWith: "Cost of a change"),
      Dimension(
        name: "Test strength", measure: "unit-test mutation score of the module's own code (M)",
        format: { Format.percent($0) }, lowerIsBetter: false, isCount: false,
        values: values { figures[$0]?.unitMutationScore },
        noise: values { a in figures[a]?.unitMutantsScored.flatMap { $0 > 0 ? 100 / Double($0) : nil } }),
      Dimension(
        name: "Reading one tap",
        measure:
          "files of the module's own code a reader opens to follow one tap (framework stand-ins left out), mean over the tour's actions",
        format: { Format.f1($0) }, lowerIsBetter: true,
        values: values { a in
          let taps =
            metrics.tour?.filter { $0.architecture == a && TourAction.today.contains($0.action) } ?? []
          return taps.isEmpty ? nil : Double(taps.map(\.files).reduce(0, +)) / Double(taps.count)
        }),
    ]
  }

  /// The dimensions read from the benchmarks at `scale` contacts, over each module's own toolkit's floor.
  private static func runDimensions(
    _ figures: ClaimFigures, _ run: BenchmarkRun?, _ scale: Int, _ values: Values
  ) -> [Dimension] {
    let times = { (value: Double) in "\(Format.f2(value))×" }
    return [
      Dimension(
        name: runTimeName,
        measure:
          "adding a contact to \(Format.grouped(scale)) contacts, time × its own toolkit's floor, median of paired rounds",
        format: times, lowerIsBetter: true, isCount: false,
        values: values { a in
          figures.runtime?.first { $0.architecture == a && $0.scenario == .addContact && $0.n == scale }?
            .ratio
        },
        noise: values { a in
          // Half the 95 % interval of the ratio over the module's own toolkit's floor.
          run?.ratios.first {
            $0.variant == .architecture(a) && $0.scenario == .addContact && $0.n == scale
              && $0.denominator == Variant.floor(of: a)
          }.map { max($0.high - $0.median, $0.median - $0.low) }
        }),
      Dimension(
        name: "Memory at scale",
        measure: "mallocs adding a contact to \(Format.grouped(scale)) contacts × its own toolkit's floor",
        format: times, lowerIsBetter: true, isCount: false,
        values: values { a in
          figures.memory?.first { $0.architecture == a && $0.scenario == .addContact && $0.n == scale }?
            .mallocRatio
        }),
    ]
  }

  /// The largest differences, one sentence per dimension, computed from its figures: for a
  /// count, how many times the best the worst is (`**Cost of a change:** VIP 3.4× MV's`);
  /// for a ratio or a score, the two figures (`**Run time at scale:** TCA 15.46×, MVVM-C 1.17×`).
  /// Then each toolkit's own cost, never an architecture's.
  var differences: [String] {
    var sentences = dimensions.compactMap { dimension -> String? in
      let ranked = dimension.ranked
      guard let best = ranked.first, let worst = ranked.last, best.1 != worst.1, best.1 > 0, worst.1 > 0
      else {
        return nil
      }
      // Every architecture at the best or the worst figure is named: ties are not broken.
      let at = { (value: Double) in
        Prose.list(dimension.ranked.filter { $0.1 == value }.map(\.0.displayName))
      }
      if dimension.isCount {
        let (low, high) = dimension.lowerIsBetter ? (best, worst) : (worst, best)
        return
          "**\(dimension.name):** \(at(high.1)) \(Format.f1(high.1 / low.1))× \(at(low.1))'s (\(dimension.format(high.1)) against \(dimension.format(low.1)))."
      }
      return
        "**\(dimension.name):** \(at(worst.1)) \(dimension.format(worst.1)); \(at(best.1)) \(dimension.format(best.1))."
    }
    sentences += toolkits.map { title, ratio in
      "**Toolkit, not an architecture:** the \(title) takes \(Format.f1(ratio.median))× [\(Format.f1(ratio.low))–\(Format.f1(ratio.high))] the ScreenKit floor's time to add a contact to \(Format.grouped(scale))"
        + (title.hasPrefix("ScreenUI")
          ? " (ScreenUI is ArchLab's model of SwiftUI's documented rules, not SwiftUI; the three SwiftUI-shaped modules are measured against it)."
          : " (a diffable data source hashes every identifier on each change, as UIKit's does).")
    }
    return sentences
  }

  /// What no figure here can tell, said plainly.
  static let cannotTell = [
    "Your team's experience with an architecture, and how fast it learns a new one.",
    "Your platform: whether you ship UIKit or SwiftUI, and the iOS versions you support (ScreenKit and ScreenUI are Linux stand-ins for them).",
    "An app larger than this one: two features, four screens, six changes of growth; several sources speak of apps many times larger.",
    "Speed on a device: the run times are ratios on Linux, against floors written on the same toolkit.",
    "Hiring, the community around an architecture, and the tools and libraries it comes with.",
  ]

  /// The data the weighting control reads: for each dimension its name, which way is better
  /// and each architecture's figure and its written form, as JSON.
  var json: String {
    let sliders = self.sliders
    let weights = dimensionWeights()
    let encoded = dimensions.enumerated().map { index, dimension -> [String: Any] in
      [
        "name": dimension.name, "lowerIsBetter": dimension.lowerIsBetter,
        // The slider that weighs it, and its share of that slider's weight.
        "slider": sliders.firstIndex(of: weightLeader(of: index)) ?? index, "share": weights[index],
        "values": Dictionary(
          uniqueKeysWithValues: dimension.values.map {
            (
              $0.key.displayName,
              [$0.value, dimension.format($0.value), dimension.noise[$0.key] ?? 0] as [Any]
            )
          }),
      ]
    }
    let object: [String: Any] = [
      "architectures": architectures.map(\.displayName), "dimensions": encoded,
      "toolkits": Dictionary(
        uniqueKeysWithValues: architectures.map { ($0.displayName, $0.isSwiftUIShaped ? "swiftui" : "uikit") }
      ),
      "colors": Self.placeColors, "neutral": Self.neutralColor,
      "sentences": Dictionary(
        uniqueKeysWithValues: ToolkitChoice.allCases.map { ($0.rawValue, sentence(among: $0)) }),
    ]
    let data =
      (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("{}".utf8)
    return String(decoding: data, as: UTF8.self)
  }
}
