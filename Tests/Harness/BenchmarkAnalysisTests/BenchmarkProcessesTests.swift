import ArchLab
import Foundation
import HarnessSupport
import Testing

@testable import BenchmarkAnalysis

/// A cell's rounds spread over separate processes: the two-level intervals,
/// the sampling rule that decides how many processes a cell gets, the plan
/// `run.sh` follows, and the check that two runs agree.
@Suite("Benchmark processes")
struct BenchmarkProcessesTests {
  /// `count` rounds of `scenario` at `n` in process `process`: the floor near
  /// 1 ms, floor2 at the floor ± 0.4 %, every other variant at `ratio` ± 0.4 %
  /// times `offset` (the process's own level).
  static func rounds(
    _ scenario: Scenario = .openContacts, n: Int = 1_000, process: Int, count: Int = 10, ratio: Double = 1.2,
    offset: Double = 1, floor2Offset: Double = 1
  ) -> [PairedRound] {
    (0..<count).map { round in
      let floor = 1_000_000 * (1 + 0.01 * Double((round * 7) % 11 - 5))
      let noise = { (step: Int) in 1 + 0.002 * Double((round * step) % 5 - 2) }
      var times: [Variant: Double] = [.floor: floor, .floor2: floor * noise(3) * floor2Offset]
      times[.limit] = floor * 0.5 * noise(2) * offset
      times[.floorUI] = floor * 1.5 * noise(2) * offset
      times[.floorDiffable] = floor * 1.1 * noise(2) * offset
      for architecture in Architecture.allCases {
        times[.architecture(architecture)] = floor * ratio * noise(2) * offset
      }
      return PairedRound(
        scenario: scenario, n: n, process: process, round: round, seed: 1, order: Array(times.keys),
        nanoseconds: times)
    }
  }

  static func output(_ rounds: [PairedRound], commit: String? = "abc123", seeding: [SeedingRound] = [])
    -> BenchmarkOutput
  {
    BenchmarkOutput(
      date: "2026-12-01T10:00:00Z", commit: commit, cores: 2,
      loadAverageBefore: LoadAverage(one: 0.3, five: 0.4, fifteen: 0.5),
      loadAverageAfter: LoadAverage(one: 0.9, five: 0.6, fifteen: 0.5), otherRunnableDuring: 0,
      stepSeconds: ["benchmarks": 200], rounds: rounds, seeding: seeding)
  }

  @Test("Two processes with different levels give a wider interval than one process with the same rounds")
  func twoLevels() throws {
    let apart = Self.rounds(process: 1, offset: 0.95) + Self.rounds(process: 2, offset: 1.05)
    let together = apart.map { round in
      var round = round
      round.process = 1
      return round
    }
    let two = try #require(
      BenchmarkAnalysis.analyze(Self.output(apart)).run.ratio(.architecture(.mvc), .openContacts, 1_000))
    let one = try #require(
      BenchmarkAnalysis.analyze(Self.output(together)).run.ratio(.architecture(.mvc), .openContacts, 1_000))
    #expect(two.median == one.median, "the estimate is the median of every round either way")
    #expect(two.processes == 2 && one.processes == 1 && two.samples == 20 && one.samples == 20)
    #expect(two.low < one.low && two.high > one.high, "\(two.text) is not wider than \(one.text)")
    // Resampling processes: some resamples draw process 1 twice, some process 2 twice.
    #expect(two.low < 1.2 * 0.96 && two.high > 1.2 * 1.04)
  }

  @Test("The A/A band is a two-level interval too: processes whose floors differ widen it")
  func band() throws {
    let apart = Self.rounds(process: 1, floor2Offset: 0.97) + Self.rounds(process: 2, floor2Offset: 1.03)
    let alike = Self.rounds(process: 1) + Self.rounds(process: 2)
    let wide = try #require(BenchmarkAnalysis.analyze(Self.output(apart)).run.band(.openContacts, 1_000))
    let narrow = try #require(BenchmarkAnalysis.analyze(Self.output(alike)).run.band(.openContacts, 1_000))
    #expect(wide.low < 0.98 && wide.high > 1.02)
    #expect(narrow.high - narrow.low < 0.01)
  }

  @Test("The same rounds give the same intervals, growth and seeding race, whatever their order")
  func seeded() {
    let rounds =
      (1...3).flatMap { Self.rounds(process: $0, offset: 1 + 0.01 * Double($0)) }
      + (1...3).flatMap { Self.rounds(n: 10_000, process: $0, offset: 1 - 0.01 * Double($0)) }
    let seeding = (1...3).flatMap { process in
      (0..<4).map { round in
        SeedingRound(
          n: 100_000, process: process, round: round, order: ["seeder", "rawSQLite"],
          nanoseconds: ["seeder": 130 + Double(process + round), "rawSQLite": 100])
      }
    }
    let first = BenchmarkAnalysis.analyze(Self.output(rounds, seeding: seeding)).run
    let second = BenchmarkAnalysis.analyze(
      Self.output(Array(rounds.reversed()), seeding: Array(seeding.reversed()))
    ).run
    #expect(first == second)
    #expect(first.seeding?.processes == 3 && first.seeding?.rounds == 12)
    #expect(first.growth(.architecture(.tca), .openContacts) != nil)
  }

  @Test("A cell stops after its minimum, when every ratio is within the tolerance or at its maximum")
  func rule() {
    let rule = SamplingRule.standard
    func ratio(_ median: Double, _ halfWidth: Double) -> RatioEstimate {
      RatioEstimate(
        scenario: .addContact, n: 100, variant: .architecture(.mvc), median: median, low: median - halfWidth,
        high: median + halfWidth, samples: 30)
    }
    let tight = [ratio(1.0, 0.01), ratio(2.0, 0.039)]
    let loose = [ratio(1.0, 0.01), ratio(2.0, 0.041)]
    #expect(rule.tolerance == 0.02 && rule.minimumProcesses == 3 && rule.minimumRounds == 30)
    #expect(
      rule.stop(n: 100, processes: 2, rounds: 40, ratios: tight) == nil, "fewer processes than the minimum")
    #expect(
      rule.stop(n: 100, processes: 3, rounds: 29, ratios: tight) == nil, "fewer rounds than the minimum")
    #expect(rule.stop(n: 100, processes: 3, rounds: 30, ratios: tight) == .precise)
    #expect(rule.stop(n: 100, processes: 3, rounds: 30, ratios: loose) == nil)
    let most = rule.maximumProcesses(n: 100)
    #expect(rule.stop(n: 100, processes: most - 1, rounds: 10 * (most - 1), ratios: loose) == nil)
    #expect(rule.stop(n: 100, processes: most, rounds: 10 * most, ratios: loose) == .maximum)
    #expect(rule.maximumProcesses(n: 100_000) <= rule.maximumProcesses(n: 100))
    #expect(rule.maximumProcesses(n: 100_000) >= rule.minimumProcesses)
    #expect(rule.minimumProcesses * rule.roundsPerProcess >= rule.minimumRounds)
    #expect(rule.sentence.contains("at most 2 % of its median"))
  }

  @Test("The plan gives every cell and the seeding race a process per pass, until the rule stops each cell")
  func plan() throws {
    let rule = SamplingRule.standard
    let cells = Scenario.allCases.count * BenchmarkPlan.sizes.count
    let first = BenchmarkPlan.next(rounds: [], seeding: [])
    #expect(first.count == cells + 1)
    #expect(first.allSatisfy { $0.process == 1 })
    #expect(first.first?.line == "1\t10\tpaired openContacts N=100")
    #expect(
      first.last == BenchmarkPlan.Process(benchmark: "seeding contacts N=100000", process: 1, rounds: 4))

    // Three processes everywhere: exact ratios stop a cell; one cell whose processes differ by 10 % goes on.
    var rounds: [PairedRound] = []
    for scenario in Scenario.allCases {
      for n in BenchmarkPlan.sizes {
        for process in 1...3 {
          let offset = scenario == .addContact && n == 10_000 ? 0.9 + 0.1 * Double(process - 1) : 1
          rounds += Self.rounds(scenario, n: n, process: process, offset: offset)
        }
      }
    }
    let seeding = (1...3).flatMap { process in
      (0..<4).map {
        SeedingRound(
          n: 100_000, process: process, round: $0, order: [], nanoseconds: ["seeder": 2, "rawSQLite": 1])
      }
    }
    let fourth = BenchmarkPlan.next(rounds: rounds, seeding: seeding)
    #expect(fourth == [BenchmarkPlan.Process(benchmark: "paired addContact N=10000", process: 4, rounds: 10)])
    let most = rule.maximumProcesses(n: 10_000)
    for process in 4...most {
      rounds += Self.rounds(
        .addContact, n: 10_000, process: process, offset: process.isMultiple(of: 2) ? 0.9 : 1.1)
    }
    #expect(BenchmarkPlan.next(rounds: rounds, seeding: seeding).isEmpty, "the cell reached its maximum")
    let analysis = BenchmarkAnalysis.analyze(Self.output(rounds)).run
    #expect(analysis.sampling(.addContact, 10_000)?.stop == .maximum)
    #expect(analysis.sampling(.addContact, 10_000)?.processes == most)
    #expect(analysis.sampling(.openContacts, 100)?.stop == .precise)
  }

  @Test("A process that wrote fewer rounds than it was given stops the run")
  func problems() {
    let short = Self.rounds(process: 1, count: 7)
    #expect(
      BenchmarkPlan.problems(rounds: short, seeding: [])
        == ["paired openContacts N=1000 process 1: 7 rounds, expected 10"])
    #expect(BenchmarkPlan.problems(rounds: Self.rounds(process: 1), seeding: []).isEmpty)
  }

  @Test("The samples file is read line by line: rounds of the timed pass and of the seeding race")
  func samples() throws {
    let text = """
      {"paired":{"n":100,"nanoseconds":{"floor":1000,"mvc":1100},"order":["mvc","floor"],"process":2,"round":0,"scenario":"openContacts","seed":7}}
      {"seeding":{"n":100000,"nanoseconds":{"rawSQLite":100,"seeder":130},"order":["seeder","rawSQLite"],"process":1,"round":3}}

      """
    let read = try BenchmarkPlan.samples(text)
    #expect(read.rounds.count == 1 && read.rounds.first?.process == 2)
    #expect(read.rounds.first?.ratio(.architecture(.mvc)) == 1.1)
    #expect(read.seeding.first?.ratio == 1.3 && read.seeding.first?.round == 3)
    #expect(throws: BenchmarkError.self) { try BenchmarkPlan.samples("{\"paired\": 3}") }
  }

  @Test("Two runs agree where their intervals overlap; the ones that do not are named")
  func agreement() throws {
    let base =
      (1...3).flatMap { Self.rounds(process: $0) } + (1...3).flatMap { Self.rounds(n: 100, process: $0) }
    let shifted = base.map { round in
      guard round.n == 100 else { return round }
      var round = round
      round.nanoseconds["tca"] = (round.nanoseconds["tca"] ?? 0) * 1.5
      return round
    }
    let same = try BenchmarkAgreement.compare(Self.output(base), Self.output(base), checkedAt: "now")
    #expect(same.intervals == 2 * (Variant.all.count - 1) && same.overlapping == same.intervals && same.met)
    let moved = try BenchmarkAgreement.compare(Self.output(base), Self.output(shifted), checkedAt: "now")
    #expect(moved.overlapping == moved.intervals - 1)
    #expect(moved.disagreements.count == 1)
    #expect(moved.disagreements.first?.first.variant == .architecture(.tca))
    #expect(moved.disagreements.first?.text.hasPrefix("TCA openContacts N=100: 1.20× [") == true)
    let intervals = 2 * (Variant.all.count - 1)
    #expect(!moved.met, "\(intervals - 1) of \(intervals) is under 97 %")
    #expect(moved.commit == "abc123")
    let share = Format.f1(100 * Double(intervals - 1) / Double(intervals))
    #expect(
      moved.lines.first?.hasPrefix(
        "\(intervals - 1) of \(intervals) intervals overlap (\(share) %; target 97 %: not met)") == true)
    #expect(throws: BenchmarkError.self) {
      try BenchmarkAgreement.compare(Self.output(base), Self.output(base, commit: "def456"), checkedAt: "now")
    }
    let decoded = try JSONDecoder().decode(BenchmarkAgreement.self, from: moved.json())
    #expect(decoded == moved)
  }

  @Test("run.sh's output and a report's benchmarks.json are both read as a run")
  func readOutput() throws {
    let output = Self.output(Self.rounds(process: 1))
    let encoder = JSONEncoder()
    let entry = BenchmarkCache.Kept(
      entry: BenchmarkCache.Entry(key: "k", measuredAt: "2026-11-24T09:00:00Z", commit: "abc123"),
      output: output)
    #expect(try BenchmarkOutput.read(encoder.encode(output)).rounds == output.rounds)
    #expect(try BenchmarkOutput.read(encoder.encode(entry)).commit == "abc123")
    #expect(throws: BenchmarkError.self) { try BenchmarkOutput.read(Data("{}".utf8)) }
  }
}

/// `run.sh` checks each round against its own list of variants (it runs before any Swift
/// code of the harness); that list must be the harness's.
@Test("run.sh's list of variants is Variant.all, in order")
func runScriptListsEveryVariant() throws {
  let root = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  let script = try String(contentsOf: root.appending(path: "Benchmarks/run.sh"), encoding: .utf8)
  let start = try #require(script.range(of: "variants = ["))
  let end = try #require(script[start.upperBound...].firstIndex(of: "]"))
  let listed = script[start.upperBound..<end].split(separator: ",").map {
    $0.trimmingCharacters(in: .whitespacesAndNewlines.union(CharacterSet(charactersIn: "\"")))
  }
  #expect(listed == Variant.all.map(\.rawValue))
}
