import Analysis
import ArchLab
import GrowthRules
import Testing

@testable import Claims

/// The growth rules of `Docs/Claims.md` ("Growth"), on synthetic series: the curve's
/// arithmetic, the monster-file race of C03, and where a module's growth goes (C20, C34).
@Suite("The growth rules on synthetic series")
struct GrowthRuleTests {
  @Test(
    "A curve's growth per change is the least-squares slope, and its extrapolation divides what is left by it"
  )
  func curve() {
    let curve = GrowthCurve(values: [100, 110, 120, 130, 140, 150, 160])
    #expect(abs(curve.perChange - 10) < 1e-9)
    #expect(abs(curve.changes(to: 1_500) - 134) < 1e-9)
    #expect(curve.extrapolation(to: 1_500).contains("134 more changes"))
    #expect(curve.text == "100 → 160 code lines over steps 0–6, +10.0 per change")
    #expect(!curve.passes(1_500))
  }

  @Test("A curve that does not grow never gets there; one already over has no change left")
  func curveEdges() {
    let flat = GrowthCurve(values: [300, 300, 300])
    #expect(flat.changes(to: 1_500).isInfinite)
    #expect(flat.extrapolation(to: 1_500).contains("never"))
    let over = GrowthCurve(values: [1_400, 1_600])
    #expect(over.changes(to: 1_500) == 0)
    #expect(over.passes(1_500))
  }

  @Test("A measure missing at one step gives no curve")
  func curveNeedsEveryStep() {
    var series = Synthetic.growth()
    series.steps[3].largestFileByRole = nil
    #expect(GrowthCurve(.largestFileOf(.viewController), in: series) == nil)
    #expect(GrowthCurve(.codeLines, in: series) != nil)
  }

  let race = MonsterRaceRule(.mvc, .viewController, against: [.mvp, .mvvm, .viper])

  @Test("C03's race: files growing alike are inconclusive")
  func raceAlike() {
    #expect(race.judge(Synthetic.figures()).outcome == .inconclusive)
  }

  @Test("C03's race: MVC's view controller getting to 1 500 first by more than 10 % supports it")
  func raceFirst() {
    let result = race.judge(Synthetic.figures { Synthetic.grow(&$0, .mvc, .viewController, by: 12) })
    #expect(result.outcome == .supported, "\(result.reason)")
    #expect(result.figures.contains { $0.contains("an extrapolation") })
  }

  @Test("C03's race: within 10 % of a rival it is inconclusive")
  func raceClose() {
    let result = race.judge(Synthetic.figures { Synthetic.grow(&$0, .mvc, .viewController, by: 11) })
    #expect(result.outcome == .inconclusive, "\(result.reason)")
  }

  @Test("C03's race: a rival's largest file getting there first, or MVC's not growing, contradicts it")
  func raceLost() {
    let rival = race.judge(Synthetic.figures { Synthetic.grow(&$0, .viper, .viewController, by: 30) })
    #expect(rival.outcome == .contradicted)
    #expect(rival.reason.contains("VIPER"))
    let flat = race.judge(Synthetic.figures { Synthetic.grow(&$0, .mvc, .viewController, by: 0) })
    #expect(flat.outcome == .contradicted)
    #expect(flat.reason.contains("does not grow"))
  }

  @Test("C03's race: rivals that do not grow never get there, so a growing MVC file is first")
  func raceAgainstFlatRivals() {
    let figures = Synthetic.figures { figures in
      for rival in [Architecture.mvp, .mvvm, .viper] {
        Synthetic.grow(&figures, rival, .viewController, by: 0)
      }
    }
    #expect(race.judge(figures).outcome == .supported)
  }

  @Test("C03's race: a view-controller file over 1 500 code lines at a step supports it at once")
  func racePassed() {
    let figures = Synthetic.figures {
      $0.growth[.mvc]?.steps[2].largestFileByRole?[.viewController]?.codeLines = 1_501
    }
    #expect(race.judge(figures).outcome == .supported)
  }

  @Test("C03's race: a module without a growth series is not measured, and named")
  func raceMissing() {
    let result = race.judge(Synthetic.figures { $0.growth[.mvvm] = nil })
    #expect(result.outcome == .notMeasured(["MVVM growth series"]))
  }

  let presenters = RoleGrowthRule(.viper, .presenter, largest: .type)

  @Test("C34's growth: roles growing alike are inconclusive")
  func rolesAlike() {
    #expect(presenters.judge(Synthetic.figures()).outcome == .inconclusive)
  }

  @Test("C34's growth: the presenter growing most and the largest type a presenter supports it")
  func presenterGrowsMost() {
    var figures = Synthetic.figures { Synthetic.grow(&$0, .viper, .presenter, by: 12) }
    #expect(presenters.judge(figures).outcome == .inconclusive, "the largest type is still a view controller")
    figures.growth[.viper]?.steps[6].largestType = LargestItem(name: "P", role: .presenter, codeLines: 900)
    let result = presenters.judge(figures)
    #expect(result.outcome == .supported, "\(result.reason)")
    #expect(result.figures.contains { $0.contains("largest presenter type") })
  }

  @Test("C34's growth: another role growing more by over 10 % contradicts it; within 10 % does not")
  func anotherRoleGrowsMore() {
    let faster = presenters.judge(Synthetic.figures { Synthetic.grow(&$0, .viper, .interactor, by: 12) })
    #expect(faster.outcome == .contradicted)
    #expect(faster.reason.contains("interactor"))
    let close = presenters.judge(Synthetic.figures { Synthetic.grow(&$0, .viper, .interactor, by: 11) })
    #expect(close.outcome == .inconclusive)
  }

  @Test("Boundary protocols and other types are left out of where growth goes")
  func boundaryLeftOut() {
    var figures = Synthetic.figures { Synthetic.grow(&$0, .viper, .boundary, by: 100) }
    Synthetic.grow(&figures, .viper, .presenter, by: 12)
    figures.growth[.viper]?.steps[6].largestType = LargestItem(name: "P", role: .presenter, codeLines: 900)
    #expect(presenters.judge(figures).outcome == .supported)
  }

  @Test("Series lines changed sum every change, and a missing change is not measured")
  func seriesLines() {
    let figures = Synthetic.figures()
    #expect(ClaimFigure.seriesLinesChanged(.mvc).read(figures) == .value(180))
    #expect(ClaimFigure.seriesLinesChanged(.mvc, ["04"]).read(figures) == .value(30))
    #expect(ClaimFigure.smallAppLinesChanged(.mvc).read(figures) == .value(150))
    #expect(ClaimFigure.seriesOverSmallApp(.mvc).read(figures) == .value(1.2))
    let gap = Synthetic.figures { $0.growth[.mvc]?.seriesLinesChanged["04"] = nil }
    #expect(
      ClaimFigure.seriesLinesChanged(.mvc, ["04"]).read(gap).missing == [
        "MVC growth series (lines changed, change 04 made one after another)"
      ])
    #expect(
      ClaimFigure.seriesLinesChanged(.mvc).read(Synthetic.figures { $0.growth = [:] }).missing == [
        "MVC growth series"
      ])
  }
}
