import ArchLab
import Scenarios
import Testing

/// The benchmarks measure the same work in every variant only if every
/// variant ends on the same screen: these run each benchmark's iteration at
/// small sizes and compare the screens with the floor's, byte for byte.
@MainActor
@Suite("Benchmark scenarios")
struct ScenarioRunTests {
  @Test("Each architecture ends on the floor's screen", arguments: Scenario.allCases, [100, 1_000])
  func sameScreenAsFloor(scenario: Scenario, n: Int) throws {
    let floor = try screen(.floor, scenario, n)
    #expect(floor.contains(scenario.tab))
    for architecture in Architecture.allCases {
      let screen = try screen(Variant(architecture), scenario, n)
      #expect(screen == floor, "\(architecture) \(scenario) N=\(n)")
    }
  }

  @Test("Iterations are independent: the second ends on the first's screen", arguments: Variant.allCases)
  func independentIterations(variant: Variant) throws {
    for scenario in Scenario.allCases {
      let run = try ScenarioRun(variant: variant, scenario: scenario, n: 100)
      var screens: [String] = []
      for _ in 0..<2 {
        try run.prepare()
        let screen = try run.perform()
        #expect(run.finish(screen: screen) == nil)
        screens.append(screen)
      }
      #expect(screens[0] == screens[1], "\(variant) \(scenario)")
    }
  }

  @Test("The added contact and item are in the floor's lists")
  func addsShow() throws {
    let contacts = try screen(.floor, .addContact, 10)
    #expect(contacts.contains("Mila Benchmark"))
    let items = try screen(.floor, .addItem, 10)
    let row = items.split(separator: "\n").first { $0.hasPrefix("Benchmark the add flow") }
    #expect(row?.hasSuffix(" Friday") == true)
    #expect(items.contains("== Later This Week =="))
  }

  @Test("Only the add scenarios at 100 000 share a growing database; only addContact shares its app")
  func sharing() throws {
    for scenario in Scenario.allCases {
      for n in [100, 10_000] {
        let run = try ScenarioRun(variant: .floor, scenario: scenario, n: n)
        #expect(run.sharesDatabase == !scenario.writes)
        #expect(!run.sharesApp)
      }
    }
    #expect(Workload.growingSize == 100_000)
  }

  @Test("The memory pass covers every variant but the A/A twin, once per scenario and size")
  func names() {
    let names = BenchmarkName.memoryPass
    // 4 scenarios × 4 sizes × 9 variants (the floor, the limit and the seven architectures).
    #expect(Variant.measuredForMemory.count == 2 + Architecture.allCases.count)
    #expect(names.count == 4 * 4 * 9)
    #expect(Set(names.map(\.description)).count == names.count)
    #expect(!names.contains { $0.variant == .floor2 })
    #expect(names.first?.description == "openContacts floor N=100")
  }

  @Test("The A/A twin shows the floor's screen and the limit shows the same number of rows")
  func references() throws {
    for scenario in Scenario.allCases {
      #expect(try screen(.floor2, scenario, 100) == screen(.floor, scenario, 100))
      // `finish(screen:)` (in `screen`) checks the limit's row count: N, or N + 1 after an add.
      _ = try screen(.limit, scenario, 100)
    }
  }

  @Test("A round measures every variant once, in an order its seed repeats", arguments: Scenario.allCases)
  func rounds(scenario: Scenario) throws {
    let first = try PairedRun(scenario: scenario, n: 100)
    let second = try PairedRun(scenario: scenario, n: 100)
    try first.warmUp()
    let samples = try (0..<3).map { _ in try first.round() }
    let again = try (0..<4).map { _ in try second.round() }
    #expect(samples.map(\.round) == [0, 1, 2])
    for sample in samples {
      #expect(Set(sample.order) == Set(Variant.allCases) && sample.order.count == Variant.allCases.count)
      #expect(Set(sample.nanoseconds.keys) == Set(Variant.allCases.map(\.rawValue)))
      #expect(sample.nanoseconds.values.allSatisfy { $0 > 0 })
      #expect(sample.seed == PairedRun.seed(scenario: scenario, n: 100))
    }
    // The warm-up round drew the first order: the second run's second order is the first run's first.
    #expect(again.dropFirst().map(\.order) == samples.map(\.order))
    #expect(Set(samples.map(\.order)).count > 1)
  }

  @Test("Each size and process has its own order seed; the first process's is a lone run's")
  func seeds() {
    let seeds = Scenario.allCases.flatMap { scenario in
      Workload.sizes.flatMap { n in (1...10).map { PairedRun.seed(scenario: scenario, n: n, process: $0) } }
    }
    #expect(Set(seeds).count == seeds.count)
    #expect(PairedRun.seed(scenario: .addItem, n: 100, process: 1) == PairedRun.seed(scenario: .addItem, n: 100))
    #expect(Workload.sizes.allSatisfy { Workload.rounds($0) >= 30 })
  }

  @Test("A process's rounds say which process measured them, and another process draws other orders")
  func processes() throws {
    let first = try PairedRun(scenario: .openContacts, n: 100)
    let third = try PairedRun(scenario: .openContacts, n: 100, process: 3)
    let one = try (0..<4).map { _ in try first.round() }
    let three = try (0..<4).map { _ in try third.round() }
    #expect(one.allSatisfy { $0.process == 1 } && three.allSatisfy { $0.process == 3 })
    #expect(three.map(\.round) == [0, 1, 2, 3])
    #expect(one.map(\.order) != three.map(\.order))
    let seeding = try SeedingRun(n: 200, process: 2).round()
    #expect(seeding.process == 2 && seeding.round == 0)
  }

  @Test("The seeding race writes the same number of rows both ways")
  func seeding() throws {
    let run = try SeedingRun(n: 500)
    let sample = try run.round()
    #expect(Set(sample.order) == Set(SeedingRun.Contender.allCases))
    #expect(sample.nanoseconds.keys.sorted() == ["rawSQLite", "seeder"])
  }

  private func screen(_ variant: Variant, _ scenario: Scenario, _ n: Int) throws -> String {
    let run = try ScenarioRun(variant: variant, scenario: scenario, n: n)
    try run.prepare()
    let screen = try run.perform()
    let problem = run.finish(screen: screen)
    #expect(problem == nil)
    return screen
  }
}
