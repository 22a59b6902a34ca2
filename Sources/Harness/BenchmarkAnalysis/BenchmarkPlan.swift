import Foundation

/// The benchmark processes `Benchmarks/run.sh` runs next, by ``SamplingRule``:
/// `archlab benchmarks plan` reads the rounds measured so far and prints them.
///
/// The processes run in passes: the first gives every cell its first process
/// (and the seeding race its first), the second every cell its second, and so
/// on, so that a cell's processes are spread over the whole run rather than
/// run back to back; from the rule's minimum on, a pass holds only the cells
/// the rule gives another process.
public enum BenchmarkPlan {
  /// One benchmark process to run.
  public struct Process: Equatable, Sendable {
    /// The benchmark's name: `paired openContacts N=1000`.
    public var benchmark: String
    /// Its number among the benchmark's processes, from 1.
    public var process: Int
    /// The rounds it measures after its warm-up.
    public var rounds: Int

    /// Creates a process.
    public init(benchmark: String, process: Int, rounds: Int) {
      self.benchmark = benchmark
      self.process = process
      self.rounds = rounds
    }

    /// `2<TAB>10<TAB>paired openContacts N=1000`: the line `run.sh` reads.
    public var line: String { "\(process)\t\(rounds)\t\(benchmark)" }
  }

  /// The database sizes of the paired cells (`Workload.sizes` in `Benchmarks/`).
  public static let sizes = [100, 1_000, 10_000, 100_000]
  /// The contacts the seeding race writes.
  public static let seedingSize = 100_000

  /// The paired benchmark of `scenario` at `n`.
  public static func benchmark(_ scenario: Scenario, _ n: Int) -> String {
    "paired \(scenario.rawValue) N=\(n)"
  }

  /// The seeding race's benchmark.
  public static var seedingBenchmark: String { "seeding contacts N=\(seedingSize)" }

  /// The next pass, after `rounds` and `seeding` were measured; empty when every
  /// cell is done and the seeding race has its processes.
  public static func next(rounds: [PairedRound], seeding: [SeedingRound], rule: SamplingRule = .standard)
    -> [Process]
  {
    let cells = Dictionary(grouping: rounds) { BenchmarkAnalysis.Cell(scenario: $0.scenario, n: $0.n) }
    var pass: [Process] = []
    for scenario in Scenario.allCases {
      for n in sizes {
        let cell = BenchmarkAnalysis.Cell(scenario: scenario, n: n)
        let measured = cells[cell] ?? []
        let processes = Set(measured.map(\.process))
        let ratios = Variant.all.filter { $0 != .floor }.compactMap {
          BenchmarkAnalysis.ratio($0, cell, measured)
        }
        guard rule.stop(n: n, processes: processes.count, rounds: measured.count, ratios: ratios) == nil
        else {
          continue
        }
        pass.append(
          Process(
            benchmark: benchmark(scenario, n), process: (processes.max() ?? 0) + 1,
            rounds: rule.roundsPerProcess))
      }
    }
    let seedingProcesses = Set(seeding.map(\.process))
    if seedingProcesses.count < rule.seedingProcesses {
      pass.append(
        Process(
          benchmark: seedingBenchmark, process: (seedingProcesses.max() ?? 0) + 1,
          rounds: rule.seedingRoundsPerProcess))
    }
    return pass
  }

  /// What is wrong with the processes measured so far: one that wrote fewer rounds
  /// than the rule gives a process (it failed, or was stopped), or a round without
  /// every variant. Empty when nothing is.
  public static func problems(rounds: [PairedRound], seeding: [SeedingRound], rule: SamplingRule = .standard)
    -> [String]
  {
    var problems: [String] = []
    let processes = Dictionary(grouping: rounds) { "\(benchmark($0.scenario, $0.n)) process \($0.process)" }
    for (name, measured) in processes.sorted(by: { $0.key < $1.key }) {
      if measured.count < rule.roundsPerProcess {
        problems.append("\(name): \(measured.count) rounds, expected \(rule.roundsPerProcess)")
      }
      let variants = Set(Variant.all.map(\.rawValue))
      if let round = measured.first(where: { Set($0.nanoseconds.keys) != variants }) {
        problems.append("\(name) round \(round.round): not every variant was measured")
      }
    }
    for (process, measured) in Dictionary(grouping: seeding, by: \.process).sorted(by: { $0.key < $1.key })
    where measured.count < rule.seedingRoundsPerProcess {
      problems.append(
        "\(seedingBenchmark) process \(process): \(measured.count) rounds, expected \(rule.seedingRoundsPerProcess)"
      )
    }
    return problems
  }

  /// The rounds in a samples file as the benchmarks write it: one JSON object a
  /// line, `{"paired": {…}}` for a round of the timed pass, `{"seeding": {…}}`
  /// for one of the seeding race.
  public static func samples(_ text: String) throws -> (rounds: [PairedRound], seeding: [SeedingRound]) {
    struct Line: Decodable {
      var paired: PairedRound?
      var seeding: SeedingRound?
    }
    var rounds: [PairedRound] = []
    var seeding: [SeedingRound] = []
    let decoder = JSONDecoder()
    for (index, line) in text.split(separator: "\n").enumerated()
    where !line.allSatisfy(\.isWhitespace) {
      let entry: Line
      do {
        entry = try decoder.decode(Line.self, from: Data(line.utf8))
      } catch {
        throw BenchmarkError(description: "line \(index + 1) of the samples is not a round: \(error)")
      }
      if let paired = entry.paired { rounds.append(paired) }
      if let round = entry.seeding { seeding.append(round) }
    }
    return (rounds, seeding)
  }
}
