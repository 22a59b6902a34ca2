import ArchLab

/// What was found, by measuring, behind a runtime cell that misses its target: the
/// cause in one sentence and where the measurement is written (instruction counts from
/// callgrind, page faults from `ScenarioProbe`), so that the report cites it beside the
/// figure instead of leaving a ratio unexplained. A cause is declared for a scenario at
/// one size, for every architecture (`architecture == nil`) or for one.
public struct RuntimeCause: Sendable, Equatable {
  /// The architecture it concerns, or `nil` for every variant.
  public var architecture: Architecture?
  /// The scenario.
  public var scenario: Scenario
  /// The size.
  public var n: Int
  /// The cause, as measured.
  public var cause: String
  /// Where the measurement is written.
  public var source: String

  /// The causes found so far.
  public static let known: [RuntimeCause] = [
    RuntimeCause(
      architecture: nil, scenario: .addContact, n: 10_000,
      cause:
        "the add is the first insert into lists loaded with exactly 10 000 entries, so every variant copies them into blocks twice their size; whether those land on pages already touched is a draw per process (0 to 158 minor page faults per add, about 1.5 µs each, against a floor of about 300 µs), and the floor's own A/A band reaches 1.10× at this cell",
      source: "`Benchmarks/README.md`, \"Looking into a cell\""),
    RuntimeCause(
      architecture: .mvp, scenario: .addContact, n: 10_000,
      cause:
        "the passive view keeps its own copy of the display rows beside the presenter's sorted contacts, and that array grows at the first add too: 1.29 M instructions per add against MVC's 1.15 M and the floor's 0.95 M (callgrind)",
      source: "`Sources/MVP/README.md`, \"At scale\""),
    RuntimeCause(
      architecture: .vip, scenario: .addContact, n: 10_000,
      cause:
        "the view controller keeps the displayed contacts the presenter handed it (as CleanStore's `ListOrdersViewController` keeps `displayedOrders`), beside the interactor's sorted contacts, and that array grows at the first add too: 1.29 M instructions per add against MVC's 1.15 M (callgrind)",
      source: "`Sources/VIP/README.md`, \"At scale\""),
    RuntimeCause(
      architecture: .tca, scenario: .addContact, n: 10_000,
      cause:
        "the reducer inserts the new row into a copy of the value-type state while the old array is still held (Swift's copy on write), as the Composable Architecture's root store does; one add runs 2.21 M instructions against the floor's 0.79 M (callgrind)",
      source: "`Sources/TCA/README.md`, \"At scale\""),
    RuntimeCause(
      architecture: .tca, scenario: .addContact, n: 100_000,
      cause:
        "the same copy of the value-type state, of 100 000 rows, as the Composable Architecture's root store makes (`RootCore` reduces into `var currentState = self.state` and stores it back): one add runs 14.9 M instructions against the floor's 0.72 M (callgrind, 2026-11-27, on this project's 2-core machine; 14.8 M and 0.71 M before the TCA 1.x changes). The ratio of times moved from 15.5× (2026-11-24) to about 25× because the floor got faster at this size (0.42 ms then, 0.23 ms since), not TCA (about 6.5 ms then, 5.5 ms since)",
      source: "`Benchmarks/README.md`, \"TCA's add at 100 000\""),
    RuntimeCause(
      architecture: .mvp, scenario: .openContacts, n: 10_000,
      cause:
        "the presenter formats all 10 000 names into display rows the passive view keeps: 248.5 M instructions against MVC's 234.5 M and the floor's 229.6 M (callgrind)",
      source: "`Sources/MVP/README.md`, \"At scale\""),
    RuntimeCause(
      architecture: .vip, scenario: .openContacts, n: 10_000,
      cause:
        "the presenter formats all 10 000 names into the view model the view controller keeps: 247.0 M instructions against MVC's 234.5 M and the floor's 229.6 M (callgrind)",
      source: "`Sources/VIP/README.md`, \"At scale\""),
  ]

  /// The causes found for `variant` in `scenario` at `n`: the one for every variant, then its own.
  public static func causes(of variant: Variant, _ scenario: Scenario, n: Int) -> [RuntimeCause] {
    guard case .architecture(let architecture) = variant else { return [] }
    return known.filter {
      $0.scenario == scenario && $0.n == n && ($0.architecture == nil || $0.architecture == architecture)
    }
  }
}
