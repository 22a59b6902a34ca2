import ArchLab
import Testing

@testable import Claims

@Suite("Later modules judged in their elder's place")
struct StandInTests {
  /// MVP standing in for VIPER: any two measured modules show the mechanism.
  let standIn = StandIn(.mvp, in: .viper)

  @Test("A rule about the elder judges the later module's figures, named as the later module's")
  func judgesTheLaterModule() throws {
    let figures = Synthetic.figures { $0.modules[.viper]?.roleCodeLines?[.viewController] = 100 }
    let rule = Synthetic.entry("C04").rule
    #expect(rule.judge(figures).outcome == .supported)
    let said = try #require(standIn.judge(rule, on: figures))
    #expect(said.hasPrefix("with MVP in VIPER's place: "))
    #expect(
      !said.hasPrefix("with MVP in VIPER's place: supported"), "MVP's view controllers are not lean: \(said)")
    #expect(
      said.contains("MVP view controller"), "the figures are named after the module they come from: \(said)")
    #expect(!said.contains("VIPER view controller"))
  }

  @Test("The verdict itself never changes, and the stand-in is printed beside it")
  func verdictUnchanged() {
    let figures = Synthetic.figures { $0.modules[.viper]?.unitMutationScore = 90 }
    let entry = Synthetic.entry("C35")
    let alone = ClaimVerdict(entry, on: figures, standIns: [])
    let beside = ClaimVerdict(entry, on: figures, standIns: [standIn])
    #expect(
      alone.outcome == beside.outcome && alone.figures == beside.figures && alone.reason == beside.reason)
    #expect(alone.standIns.isEmpty && beside.standIns.count == 1)
    #expect(Claim(beside).standIns == beside.standIns && Claim(alone).standIns == nil)
  }

  @Test("A rule that reads no figure of the elder, or a later module not measured, adds nothing")
  func nothingToSay() {
    let rule = Synthetic.entry("C22").rule
    #expect(standIn.judge(rule, on: Synthetic.figures()) == nil)
    let withoutMVP = Synthetic.figures { $0.modules[.mvp] = nil }
    #expect(standIn.judge(Synthetic.entry("C34").rule, on: withoutMVP) == nil)
  }

  @Test("Run-time figures move too: the elder's ratios are the later module's")
  func runtimeMoves() {
    var figures = Synthetic.figures()
    figures.runtime = [
      RuntimeFigure(architecture: .viper, scenario: .openContacts, n: 1_000, ratio: 1),
      RuntimeFigure(architecture: .mvp, scenario: .openContacts, n: 1_000, ratio: 2),
    ]
    let moved = figures.standing(.mvp, in: .viper).runtime ?? []
    #expect(moved.filter { $0.architecture == .viper }.map(\.ratio) == [2])
    #expect(moved.filter { $0.architecture == .mvp }.map(\.ratio) == [2])
  }

  @Test("A role the later module lacks is 'n/a — no such role', not a figure of 0 and a false verdict")
  func noSuchRole() throws {
    let tca = try #require(ClaimCatalogue.standIns.first { $0.later == .tca })
    let figures = Synthetic.figures {
      $0.modules[.tca]?.roleCodeLines = [.viewController: 100, .reducer: 400, .client: 50]
    }
    let said = try #require(tca.judge(Synthetic.entry("C29").rule, on: figures))
    #expect(said == "with TCA in MVVM's place: n/a — no such role (TCA has no view model)")
  }

  @Test(
    "Roles are read through the declared table: a Clean Swift worker stands where a VIPER data manager does")
  func mappedRoles() throws {
    let vip = try #require(ClaimCatalogue.standIns.first { $0.later == .vip })
    let figures = Synthetic.figures {
      $0.modules[.vip]?.coupling = [
        .viewController: [.shared(.screenKit): 3, .role(.presenter): 1], .presenter: [.role(.boundary): 2],
        .worker: [.shared(.storage): 2], .builder: [.shared(.storage): 1],
      ]
    }
    let said = try #require(vip.judge(Synthetic.entry("C01").rule, on: figures))
    #expect(said.hasPrefix("with VIP in VIPER's place: supported"), "\(said)")
    #expect(vip.counterpart(of: .dataManager) == .worker && vip.counterpart(of: .presenter) == .presenter)
  }

  @Test(
    "A line is printed even when its figures read like the elder's, and never twice for a module the rule judges itself"
  )
  func neverDroppedNeverTwice() throws {
    let vip = try #require(ClaimCatalogue.standIns.first { $0.later == .vip })
    #expect(vip.judge(Synthetic.entry("C04").rule, on: Synthetic.figures()) != nil)
    #expect(vip.judge(Synthetic.entry("C23").rule, on: Synthetic.figures()) == nil)
    let verdict = ClaimVerdict(Synthetic.entry("C23"), on: Synthetic.figures())
    #expect(!verdict.standIns.contains { $0.hasPrefix("with VIP") })
  }
}
