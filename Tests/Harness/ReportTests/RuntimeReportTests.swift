import ArchLab
import Foundation
import Pipeline
import Testing

@testable import BenchmarkAnalysis
@testable import Report

/// The runtime section: paired rounds turned into ratios with intervals, the
/// A/A rule, the load warning, and what `Benchmarks/run.sh` writes.
@Suite("Runtime figures")
struct RuntimeReportTests {
  /// 31 rounds at N = 100 and 1 000 of Open contacts: the floor with a ±1 %
  /// spread, floor2 within ±0.4 % of it, the limit at a quarter, ScreenUI's and the
  /// diffable floor as the floor, every
  /// architecture at exactly 1.5× (times that are exact in binary), or
  /// `mvvm` as noisy as floor2 when `mvvmLikeFloor`.
  static func output(mvvmLikeFloor: Bool = false, otherRunnable: Double? = 0.1) -> BenchmarkOutput {
    let rounds = [100, 1_000].flatMap { n in
      (0..<31).map { round -> PairedRound in
        let floor = Double(n) * (1_000 + 2 * Double((round * 7) % 11 - 5))
        let noise = { (step: Int) in 1 + 0.002 * Double((round * step) % 5 - 2) }
        var times: [Variant: Double] = [
          .floor: floor, .floor2: floor * noise(3), .limit: floor / 4, .floorUI: floor, .floorDiffable: floor,
        ]
        for architecture in Architecture.allCases { times[.architecture(architecture)] = floor * 1.5 }
        if mvvmLikeFloor { times[.architecture(.mvvm)] = floor * noise(2) }
        return PairedRound(
          scenario: .openContacts, n: n, round: round, seed: 9, order: Array(times.keys), nanoseconds: times)
      }
    }
    let memory = [100, 1_000].flatMap { n in
      Variant.all.filter { $0 != .floor2 }.map { variant in
        MemoryFigures(
          variant: variant, scenario: .openContacts, n: n, iterations: 3, mallocCountMedian: 10,
          peakMemoryResidentBytes: 1_000_000)
      }
    }
    return BenchmarkOutput(
      cores: 2, loadAverageBefore: LoadAverage(one: 0.2, five: 0.3, fifteen: 0.4),
      loadAverageAfter: LoadAverage(one: 1.1, five: 0.6, fifteen: 0.5), otherRunnableDuring: otherRunnable,
      stepSeconds: ["build": 3, "benchmarks": 200], rounds: rounds, memory: memory)
  }

  @Test(
    "A ratio is a difference only when its interval lies outside the A/A band",
    arguments: [
      (1.05, 1.10, RatioVerdict.slower), (0.90, 0.95, .faster), (1.00, 1.04, .noMeasurableDifference),
      (1.02, 1.03, .noMeasurableDifference), (0.95, 1.10, .noMeasurableDifference),
    ])
  func aaRule(low: Double, high: Double, verdict: RatioVerdict) {
    let band = AABand(scenario: .openContacts, n: 100, median: 1, low: 0.98, high: 1.02)
    let estimate = RatioEstimate(
      scenario: .openContacts, n: 100, variant: .architecture(.mvc), median: (low + high) / 2, low: low,
      high: high, samples: 30)
    #expect(estimate.verdict(against: band) == verdict)
  }

  @Test("Paired rounds give each variant's median ratio to the floor, its interval and its rounds")
  func ratios() throws {
    let (results, run) = BenchmarkAnalysis.analyze(Self.output(mvvmLikeFloor: true))
    let mvc = try #require(run.ratio(.architecture(.mvc), .openContacts, 1_000))
    #expect(mvc.median == 1.5 && mvc.low == 1.5 && mvc.high == 1.5 && mvc.samples == 31)
    let band = try #require(run.band(.openContacts, 1_000))
    #expect(band.low < 1 && 1 < band.high && band.high - band.low < 0.01)
    #expect(run.verdict(.architecture(.mvc), .openContacts, 1_000) == .slower)
    #expect(run.verdict(.architecture(.mvvm), .openContacts, 1_000) == .noMeasurableDifference)
    #expect(run.verdict(.limit, .openContacts, 100) == .faster)
    #expect(run.ratios.allSatisfy { $0.variant != .floor }, "the floor is the denominator, not a ratio")
    #expect(run.bands.count == 2 && run.ratios.count == 2 * (Variant.all.count - 1))
    let floor2 = try #require(
      BenchmarkAnalysis.result(results, variant: .floor2, scenario: .openContacts, n: 100))
    #expect(floor2.iterations == 31 && floor2.mallocCountMedian == nil)
    #expect(
      BenchmarkAnalysis.result(results, variant: .floor, scenario: .openContacts, n: 100)?.mallocCountMedian
        == 10)
    let growth = try #require(run.growth(.architecture(.viper), .openContacts))
    #expect(abs(growth.slope - 1) < 1e-9 && growth.low <= 1 + 1e-9 && growth.high >= 1 - 1e-9)
    #expect(
      BenchmarkAnalysis.analyze(Self.output(mvvmLikeFloor: true)).run == run, "seeded: the same figures")
  }

  @Test("The runtime section prints every ratio with its interval, the band and the verdict's words")
  func section() throws {
    var metrics = try ReportTests().metrics()
    let (results, run) = BenchmarkAnalysis.analyze(Self.output(mvvmLikeFloor: true))
    metrics.benchmarks = results
    metrics.benchmarkRun = run
    let markdown = ReportPipeline.document(metrics).markdown
    #expect(markdown.contains("| MVC | 1.50× [1.50, 1.50] ▲ | 1.50× [1.50, 1.50] ▲ | 1.00 ["))
    #expect(markdown.contains("| MVVM | ≈ 1.00× ["))
    #expect(markdown.contains("| floor A/A | 1.00× [") && markdown.contains("(band)"))
    #expect(markdown.contains("| limit | 0.25× [0.25, 0.25] ▼ |"))
    #expect(markdown.contains("**no measurable difference** (≈)"))
    #expect(markdown.contains("A/A bands (floor A/A ÷ floor) in this run: from ["))
    #expect(markdown.contains("0.20 / 0.30 / 0.40 before the benchmarks, 1.10 / 0.60 / 0.50 after"))
    #expect(!markdown.contains("machine was busy"))
    #expect(
      markdown.contains(
        "![Open the contacts list with N contacts: each variant over its own toolkit's floor, with 95 % intervals"
      ))
  }

  @Test("A cell over its target at N=10000 cites the cause measured for it, or says none was found")
  func causesOfMissedTargets() throws {
    let rounds = [Scenario.addContact, .openContacts].flatMap { scenario in
      (0..<31).map { round -> PairedRound in
        let floor = 300_000 + 100 * Double(round % 7)
        var times: [Variant: Double] = [
          .floor: floor, .floor2: floor, .limit: floor / 2, .floorUI: floor, .floorDiffable: floor,
        ]
        for architecture in Architecture.allCases { times[.architecture(architecture)] = floor * 1.5 }
        times[.architecture(.mvc)] = floor
        return PairedRound(
          scenario: scenario, n: 10_000, round: round, seed: 9, order: Array(times.keys), nanoseconds: times)
      }
    }
    var output = Self.output()
    output.rounds = rounds
    var metrics = try ReportTests().metrics()
    (metrics.benchmarks, metrics.benchmarkRun) = BenchmarkAnalysis.analyze(output)
    let markdown = ReportPipeline.document(metrics).markdown
    #expect(markdown.contains("MVP openContacts 1.50×") && markdown.contains("TCA addContact 1.50×"))
    // The cause every variant shares at the cell is written once, naming them all.
    let names = Architecture.allCases.filter { $0 != .mvc }.map(\.displayName)
    let over = names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
    #expect(
      markdown.contains(
        "- Why \(over) addContact at N=10000 are over 1.10×: the add is the first insert into lists loaded with exactly 10 000 entries"
      ))
    #expect(markdown.components(separatedBy: "the first insert into lists").count == 2)
    #expect(
      markdown.contains(
        "- Why MVP addContact at N=10000 is 1.50× [1.50, 1.50], more than that: the passive view keeps"))
    #expect(
      markdown.contains("the value-type state")
        && markdown.contains("(`Sources/TCA/README.md`, \"At scale\")"))
    #expect(
      markdown.contains("- Why MVVM openContacts at N=10000 is 1.50× [1.50, 1.50]: no cause found yet."))
    #expect(!markdown.contains("Why MVC"), "MVC is at the floor: within its target")
  }

  @Test("A cell at another size is explained only where a cause was found for it (TCA's add at 100 000)")
  func causesAtOtherSizes() throws {
    let rounds = (0..<31).map { round -> PairedRound in
      let floor = 250_000 + 100 * Double(round % 7)
      var times: [Variant: Double] = [
        .floor: floor, .floor2: floor, .limit: floor / 2, .floorUI: floor, .floorDiffable: floor,
      ]
      for architecture in Architecture.allCases { times[.architecture(architecture)] = floor * 1.5 }
      times[.architecture(.tca)] = floor * 20
      return PairedRound(
        scenario: .addContact, n: 100_000, round: round, seed: 9, order: Array(times.keys), nanoseconds: times
      )
    }
    var output = Self.output()
    output.rounds = rounds
    var metrics = try ReportTests().metrics()
    (metrics.benchmarks, metrics.benchmarkRun) = BenchmarkAnalysis.analyze(output)
    let markdown = ReportPipeline.document(metrics).markdown
    #expect(
      markdown.contains(
        "- Why TCA addContact at N=100000 is 20.00× [20.00, 20.00]: the same copy of the value-type state"))
    #expect(markdown.contains("14.9 M instructions against the floor's 0.72 M"))
    #expect(!markdown.contains("Why MVP addContact at N=100000"), "no cause was declared for MVP at 100 000")
  }

  @Test("A busy machine is called out; skipped benchmarks read as not measured", arguments: [0.4, 1.3])
  func busy(otherRunnable: Double) throws {
    var metrics = try ReportTests().metrics()
    let (results, run) = BenchmarkAnalysis.analyze(Self.output(otherRunnable: otherRunnable))
    metrics.benchmarks = results
    metrics.benchmarkRun = run
    #expect(
      ReportPipeline.document(metrics).markdown.contains("Warning: the machine was busy")
        == (otherRunnable >= 0.5))
    metrics.benchmarks = nil
    metrics.benchmarkRun = nil
    #expect(
      ReportPipeline.document(metrics).markdown.contains("Runtime and memory: not measured in this run"))
  }

  @Test("Without readings during the run, the load averages before and after decide")
  func loadAverages() {
    func run(before: Double, after: Double) -> BenchmarkRun {
      BenchmarkRun(
        cores: 2, loadAverageBefore: LoadAverage(one: before, five: 0, fifteen: 0),
        loadAverageAfter: LoadAverage(one: after, five: 0, fifteen: 0), otherRunnableDuring: nil,
        stepSeconds: [:], resamples: 2_000, ratios: [], bands: [], growth: [], seeding: nil)
    }
    #expect(!run(before: 0.3, after: 1.4).machineWasBusy)
    #expect(run(before: 1.2, after: 1.0).machineWasBusy)
    #expect(run(before: 0.1, after: 2.3).machineWasBusy)
  }

  @Test("What Benchmarks/run.sh writes is read back")
  func runShOutput() throws {
    let json = """
      {"cores": 2, "formatVersion": 2, "date": "2026-12-01T10:00:00Z", "commit": "0123456789ab",
       "loadAverageBefore": {"entities": 312, "fifteen": 0.4, "five": 0.5, "one": 0.6, "running": 1},
       "loadAverageAfter": null, "otherRunnableDuring": 0.12,
       "memory": [{"iterations": 3, "mallocCountMedian": 1234, "n": 100, "peakMemoryResidentBytes": 30000000,
                   "scenario": "openContacts", "variant": "limit"}],
       "rounds": [{"n": 100, "nanoseconds": {"floor": 1000, "floor2": 1010, "limit": 500, "mvc": 1100,
                   "mvp": 1000, "mvvm": 1000, "viper": 1200}, "order": ["mvc", "floor", "floor2", "limit", "mvp",
                   "mvvm", "viper"], "process": 2, "round": 0, "scenario": "openContacts", "seed": 123}],
       "seeding": [{"n": 100000, "nanoseconds": {"rawSQLite": 100, "seeder": 130}, "order": ["seeder", "rawSQLite"],
                    "process": 1, "round": 0}],
       "stepSeconds": {"benchmarks": 240, "build": 4}}
      """
    let output = try JSONDecoder().decode(BenchmarkOutput.self, from: Data(json.utf8))
    #expect(output.rounds.first?.ratio(.architecture(.viper)) == 1.2)
    #expect(output.rounds.first?.order.first == .architecture(.mvc))
    #expect(output.memory.first?.variant == .limit && output.loadAverageAfter == nil)
    let (_, run) = BenchmarkAnalysis.analyze(output)
    #expect(run.seeding?.ratio == 1.3 && run.seeding?.rounds == 1)
    #expect(run.otherRunnableDuring == 0.12 && run.loadAverageBefore?.running == 1)
    #expect(
      output.rounds.first?.process == 2 && run.ratio(.architecture(.mvc), .openContacts, 100)?.processes == 1)
    #expect(run.measuredAt == "2026-12-01T10:00:00Z" && run.commit == "0123456789ab")
  }
}
