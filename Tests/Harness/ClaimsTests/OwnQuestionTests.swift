import ArchLab
import Testing

@testable import Claims

/// ArchLab's own questions answer what `Docs/Claims.md` promises.
@Suite("ArchLab's own questions")
struct OwnQuestionTests {
  static func answer(_ id: String, _ figures: ClaimFigures) -> [String] {
    ClaimCatalogue.ownQuestions.first { $0.id == id }!.answer(figures)
  }

  @Test("Q1 sets the architectures side by side per scenario and size: < only where the intervals are apart")
  func q1() {
    var figures = Synthetic.figures()
    figures.runtime = [
      RuntimeFigure(architecture: .mvc, scenario: .addContact, n: 100, ratio: 1.0, ciLow: 0.98, ciHigh: 1.02),
      RuntimeFigure(architecture: .mvp, scenario: .addContact, n: 100, ratio: 1.01, ciLow: 1.0, ciHigh: 1.05),
      RuntimeFigure(architecture: .tca, scenario: .addContact, n: 100, ratio: 2.0, ciLow: 1.9, ciHigh: 2.1),
    ]
    let between = Self.answer("Q1", figures).first { $0.hasPrefix("Between architectures") }
    #expect(between?.contains("addContact N=100: MVC 1.00× ≈ MVP 1.01× < TCA 2.00× (ScreenKit)") == true)
  }

  @Test(
    "Q1 gives the toolkits' own costs on their own line first, then the largest differences with their magnitudes, each against its own floor"
  )
  func q1Magnitudes() {
    var figures = Synthetic.figures()
    let band = NoiseBand(low: 0.98, high: 1.02)
    figures.runtime = [
      RuntimeFigure(
        architecture: .tca, scenario: .addContact, n: 100_000, ratio: 15.0, ciLow: 14.0, ciHigh: 16.0,
        noiseBand: band),
      RuntimeFigure(
        architecture: .mv, scenario: .addContact, n: 100_000, ratio: 1.5, ciLow: 1.4, ciHigh: 1.6,
        noiseBand: band),
      RuntimeFigure(
        architecture: .mvc, scenario: .addContact, n: 100_000, ratio: 1.0, ciLow: 0.99, ciHigh: 1.01,
        noiseBand: band),
    ]
    figures.toolkits = [
      ToolkitFigure(title: "ScreenUI floor", scenario: .addContact, n: 100_000, ratio: 90, low: 85, high: 95)
    ]
    let answer = Self.answer("Q1", figures)
    #expect(answer.first?.hasPrefix("The toolkits' own costs, not an architecture's") == true)
    #expect(
      answer.first?.contains("ScreenUI floor ÷ ScreenKit floor, largest: addContact N=100000 90.00×") == true)
    #expect(
      answer.contains {
        $0.hasPrefix(
          "The largest differences, each against its own toolkit's floor: TCA addContact N=100000 15.00× [14.00–16.00] the ScreenKit floor; MV addContact N=100000 1.50× [1.40–1.60] the ScreenUI floor"
        )
      })
    #expect(answer.contains { $0.hasPrefix("MVC, against the ScreenKit floor: slower in 0 of 1") })
  }

  @Test("Q2 applies the 10 % rule to mallocs and peak memory, naming the figures beyond it")
  func q2() {
    var figures = Synthetic.figures()
    figures.memory = Architecture.allCases.map {
      MemoryFigure(
        architecture: $0, scenario: .openContacts, n: 100_000, mallocRatio: $0 == .mvp ? 1.16 : 1.02,
        peakRatio: $0 == .mvp ? 1.12 : 0.95)
    }
    let answer = Self.answer("Q2", figures)
    #expect(
      answer.contains(
        "MVC: within 10 % of the ScreenKit floor in all 1 scenario sizes (mallocs and peak memory)"))
    #expect(
      answer.contains(
        "MVP: beyond 10 % of the ScreenKit floor in 2 figures, largest first — mallocs openContacts N=100000 1.16×, peak memory openContacts N=100000 1.12×"
      ))
    #expect(Self.answer("Q2", Synthetic.figures()).first?.hasPrefix("Not measured") == true)
  }

  @Test("Q6 gives, per exercise, each architecture's lines changed, roles touched and test lines")
  func q6() {
    let answer = Self.answer("Q6", Synthetic.figures())
    #expect(answer.count == 6)
    #expect(answer[3].hasPrefix("Exercise 04: MVC 50 lines, 3 roles, 40 test lines; MVP 50 lines"))
  }

  @Test("Run times under a second are written in milliseconds with two significant digits")
  func durations() {
    #expect(FigureUnit.seconds.format(0.00291) == "2.9 ms")
    #expect(FigureUnit.seconds.format(0.000412) == "0.41 ms")
    #expect(FigureUnit.seconds.format(1.26) == "1.3 s")
    #expect(FigureUnit.seconds.format(12.4) == "12 s")
  }
}
