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

  @Test("Benchmark names cover every combination once")
  func names() {
    let names = BenchmarkName.all
    #expect(names.count == 4 * 4 * 5)
    #expect(Set(names.map(\.description)).count == names.count)
    #expect(names.first?.description == "openContacts mvc N=100")
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
