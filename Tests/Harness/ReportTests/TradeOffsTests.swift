import ArchLab
import Foundation
import Testing
import Workshop

@testable import BenchmarkAnalysis
@testable import Claims
@testable import Metrics
@testable import Report

/// The trade-offs the report opens on: every dimension measured, each figure the one its
/// section shows, the differences computed from them and the weighing done on them alone.
@Suite("Trade-offs at a glance")
struct TradeOffsTests {
  /// Complete metrics in which VIPER's exercises change 24 code lines and MVC's 10 (others 12).
  static func metrics() throws -> Metrics {
    var metrics = try CompleteMetricsTests.complete()
    metrics.costOfChange = metrics.costOfChange?.map { cost in
      var cost = cost
      cost.solutions = cost.solutions.map { solution in
        var solution = solution
        let lines = solution.architecture == .viper ? 24 : solution.architecture == .mvc ? 10 : 12
        solution.change.linesAdded.code = lines
        return solution
      }
      return cost
    }
    // Adding a contact to 1 000: each SwiftUI-shaped module 2× the ScreenUI floor, which is 10×
    // the ScreenKit floor; the UIKit-shaped ones 1.5× theirs; mallocs likewise.
    var output = RuntimeReportTests.output()
    output.rounds += (0..<31).map { round in
      let floor = 1_000_000 * (1 + 0.001 * Double(round % 5))
      var times: [Variant: Double] = [
        .floor: floor, .floor2: floor, .limit: floor / 4, .floorUI: floor * 10, .floorDiffable: floor * 8,
      ]
      for architecture in Architecture.allCases {
        times[.architecture(architecture)] = architecture.isSwiftUIShaped ? floor * 20 : floor * 1.5
      }
      return PairedRound(
        scenario: .addContact, n: 1_000, round: round, seed: 9, order: Array(times.keys), nanoseconds: times)
    }
    output.memory += Variant.all.filter { $0 != .floor2 }.map { variant in
      let mallocs: Double =
        switch variant {
        case .floorUI: 100
        case .architecture(let a): a.isSwiftUIShaped ? 300 : 20
        default: 10
        }
      return MemoryFigures(
        variant: variant, scenario: .addContact, n: 1_000, iterations: 3, mallocCountMedian: mallocs,
        peakMemoryResidentBytes: 1_000_000)
    }
    (metrics.benchmarks, metrics.benchmarkRun) = BenchmarkAnalysis.analyze(output)
    return metrics
  }

  @Test("Every dimension ArchLab measures is a row, with a figure for each architecture")
  func dimensions() throws {
    let tradeOffs = TradeOffs(try Self.metrics())
    #expect(
      tradeOffs.dimensions.map(\.name) == [
        "Size", "Cost of a change", "Growth per change", "Test strength", "Reading one tap",
        "Run time at scale",
        "Memory at scale",
      ])
    for dimension in tradeOffs.dimensions {
      #expect(Set(dimension.values.keys) == Set(Architecture.allCases), "\(dimension.name)")
    }
    #expect(tradeOffs.scale == 1_000)
    let time = try #require(tradeOffs.dimensions.first { $0.name == "Run time at scale" })
    #expect(abs((time.values[.mv] ?? 0) - 2) < 0.01, "over its own toolkit's floor")
    #expect(abs((time.values[.mvc] ?? 0) - 1.5) < 0.01)
    let memory = try #require(tradeOffs.dimensions.first { $0.name == "Memory at scale" })
    #expect(memory.values[.mv] == 3 && memory.values[.mvc] == 2)
  }

  @Test("What the toolkits cost is said apart, on its own line, never as an architecture's")
  func toolkits() throws {
    let tradeOffs = TradeOffs(try Self.metrics())
    let line = try #require(
      tradeOffs.differences.first { $0.hasPrefix("**Toolkit, not an architecture:** the ScreenUI") })
    #expect(line.contains(" takes 10.0× ["), "\(line)")
    #expect(
      tradeOffs.differences.contains(
        "**Run time at scale:** MV, MVVM-SwiftUI and TCA-SwiftUI 2.00×; MVC, MVP, MVVM, MVVM-C, VIPER, VIP and TCA 1.50×."
      ),
      "\(tradeOffs.differences)")
  }

  @Test("The largest difference of a row is said in words, from its figures")
  func differences() throws {
    let tradeOffs = TradeOffs(try Self.metrics())
    let cost = try #require(tradeOffs.dimensions.first { $0.name == "Cost of a change" })
    #expect(cost.values[.viper] == 24 && cost.values[.mvc] == 10)
    #expect(tradeOffs.differences.contains("**Cost of a change:** VIPER 2.4× MVC's (24 against 10)."))
    // A row whose figures are all equal has no largest difference to state.
    let tour = try #require(tradeOffs.dimensions.first { $0.name == "Reading one tap" })
    #expect(Set(tour.values.values).count == 1)
    #expect(!tradeOffs.differences.contains { $0.hasPrefix("**Reading one tap:**") })
  }

  @Test("The ranking adds each figure's distance from its row's best, times its weight")
  func ranking() throws {
    let tradeOffs = TradeOffs(try Self.metrics())
    let costOnly = tradeOffs.dimensions.map { $0.name == "Cost of a change" ? 1.0 : 0 }
    let ranked = tradeOffs.ranking(weights: costOnly)
    #expect(ranked.first?.0 == .mvc && ranked.first?.1 == 0)
    #expect(ranked.last?.0 == .viper && ranked.last?.1 == 1)
    let others = ranked.filter { $0.0 != .mvc && $0.0 != .viper }
    #expect(others.allSatisfy { abs($0.1 - 2.0 / 14) < 1e-9 })
    // Weighing nothing ranks all alike.
    #expect(Set(tradeOffs.ranking(weights: tradeOffs.dimensions.map { _ in 0 }).map(\.1)) == [0])
  }

  @Test("Each cell is coloured by its value between its row's best (blue) and worst (red)")
  func colours() throws {
    let tradeOffs = TradeOffs(try Self.metrics())
    #expect(TradeOffs.color(position: 0) == TradeOffs.placeColors.first)
    #expect(TradeOffs.color(position: 1) == TradeOffs.placeColors.last)
    #expect(TradeOffs.color(position: nil) == TradeOffs.neutralColor)
    let html = tradeOffs.html
    #expect(html.contains("background:\(TradeOffs.placeColors.last!)\" title=\"VIPER, Cost of a change: 24"))
    #expect(html.contains("background:\(TradeOffs.placeColors.first!)\" title=\"MVC, Cost of a change: 10"))
    // The eight at 12 are one value: one colour, the one 12 has between 10 and 24.
    #expect(
      html.contains("background:\(TradeOffs.color(position: 2.0 / 14))\" title=\"MVP, Cost of a change: 12"))
    #expect(tradeOffs.markdown.contains("| **10** |") && tradeOffs.markdown.contains("| *24* |"))
  }

  /// A dimension of `values` (lower is better) with `noise`.
  static func dimension(_ values: [Architecture: Double], noise: [Architecture: Double] = [:])
    -> TradeOffs.Dimension
  {
    TradeOffs.Dimension(
      name: "D", measure: "m", format: { String(format: "%.2f", $0) }, lowerIsBetter: true, values: values,
      noise: noise)
  }

  @Test("Figures within each other's noise are tied: one colour, a ≈ mark; a row of ties is grey")
  func ties() {
    // 1.00 and 1.01, each ± 0.02: tied, the colour of the best; 25 apart.
    let runTime = Self.dimension(
      [.mvc: 1.00, .viper: 1.01, .tca: 25], noise: [.mvc: 0.02, .viper: 0.02, .tca: 1])
    #expect(runTime.ties == [[.mvc, .viper], [.tca]])
    #expect(runTime.position(of: .viper) == 0)
    #expect(runTime.position(of: .tca) == 1)
    // Exact counts tie only when equal.
    let counts = Self.dimension([.mvc: 10, .mvp: 11, .mvvm: 10])
    #expect(counts.ties == [[.mvc, .mvvm], [.mvp]])
    // Nothing beyond the noise: the whole row is grey.
    let flat = Self.dimension([.mvc: 95.0, .mvp: 95.5], noise: [.mvc: 1, .mvp: 1])
    #expect(flat.ties.count == 1)
    #expect(flat.position(of: .mvp) == nil)
    // A dimension whose one noise is wider than the gap ties the pair; narrower does not.
    #expect(Self.dimension([.mvc: 1, .mvp: 1.5], noise: [.mvc: 0.3, .mvp: 0.3]).tied(.mvc, .mvp))
    #expect(!Self.dimension([.mvc: 1, .mvp: 1.5], noise: [.mvc: 0.2, .mvp: 0.2]).tied(.mvc, .mvp))
  }

  @Test("Costs within their figures' noise share a rank; with every weight at 0 nothing is ranked")
  func sharedRanks() throws {
    var tradeOffs = TradeOffs(try Self.metrics())
    tradeOffs.architectures = [.mvc, .mvp, .mvvm, .viper]
    tradeOffs.dimensions = [
      Self.dimension(
        [.mvc: 1.0, .mvp: 1.1, .mvvm: 1.15, .viper: 3.0],
        noise: [.mvc: 0.1, .mvp: 0.1, .mvvm: 0.1, .viper: 0.1])
    ]
    let labels = tradeOffs.rankLabels()
    #expect(labels[.mvc] == "1–3" && labels[.mvp] == "1–3" && labels[.mvvm] == "1–3")
    #expect(labels[.viper] == "4")
    #expect(tradeOffs.rankLabels(weights: [0]).isEmpty)
    #expect(tradeOffs.html.contains("<b class=\"r\">1–3</b> <strong>MVC</strong>"))
    tradeOffs.dimensions[0].noise = [:]
    #expect(Set(tradeOffs.rankLabels().values) == ["1", "2", "3", "4"])
  }

  @Test(
    "A toolkit choice re-ranks among the UIKit-shaped or the SwiftUI-shaped, and the address keeps the view")
  func toolkitChoice() throws {
    let tradeOffs = TradeOffs(try Self.metrics())
    let html = tradeOffs.html
    for value in ["all", "uikit", "swiftui"] {
      #expect(html.contains("<input type=\"radio\" name=\"toolkit\" value=\"\(value)\""))
    }
    #expect(
      html.contains("the 7 UIKit-shaped (ScreenKit)") && html.contains("the 3 SwiftUI-shaped (ScreenUI)"))
    // Every figure cell names its architecture, so that the script can hide and recolour it.
    let cells = html.components(separatedBy: "<td data-arch=\"").count - 1
    #expect(cells == (tradeOffs.dimensions.count + 1) * Architecture.allCases.count)
    let data = try #require(
      try JSONSerialization.jsonObject(with: Data(tradeOffs.json.utf8)) as? [String: Any])
    let toolkits = try #require(data["toolkits"] as? [String: String])
    #expect(toolkits["MV"] == "swiftui" && toolkits["MVC"] == "uikit")
    #expect(Set(toolkits.values).count == 2 && toolkits.count == Architecture.allCases.count)
    #expect(
      TradeOffs.weighScript.contains("history.replaceState") && TradeOffs.weighScript.contains("'#weights='"))
  }

  @Test("The weighing control holds the figures it ranks, no opinion, and needs no network")
  func weigh() throws {
    let tradeOffs = TradeOffs(try Self.metrics())
    #expect(tradeOffs.html.components(separatedBy: "type=\"range\"").count - 1 == tradeOffs.sliders.count)
    #expect(tradeOffs.html.contains("data-rank-of=\"MVC\">1</td>"), "the rank row, with equal weights")
    let html = tradeOffs.weighHTML
    let start = try #require(html.range(of: "<script type=\"application/json\" id=\"tradeoffs-data\">"))
    let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
    let data = try JSONSerialization.jsonObject(with: Data(html[start.upperBound..<end.lowerBound].utf8))
    let object = try #require(data as? [String: Any])
    #expect((object["architectures"] as? [String])?.count == Architecture.allCases.count)
    #expect((object["dimensions"] as? [[String: Any]])?.count == tradeOffs.dimensions.count)
    #expect(!html.contains("src=") && !html.contains("http"))
    for limit in TradeOffs.cannotTell { #expect(html.contains(limit.prefix(20))) }
  }

  @Test("A claim names an architecture by its whole name only")
  func naming() throws {
    let entry = try #require(ClaimCatalogue.claims.first { $0.id == "C04" })
    #expect(entry.names(.viper) && !entry.names(.mvc))
    let mvvmR = try #require(ClaimCatalogue.claims.first { $0.title.contains("MVVM-R") })
    #expect(!mvvmR.names(.mvvm))
    let mvvm = try #require(ClaimCatalogue.claims.first { $0.id == "C12" })
    #expect(mvvm.names(.mvvm) && mvvm.names(.mvc) && !mvvm.names(.mvvmc))
  }

  @Test("Two rows read from the same six changes share one weight, half to each, and one slider")
  func sharedWeight() throws {
    let tradeOffs = TradeOffs(try Self.metrics())
    let cost = try #require(tradeOffs.dimensions.firstIndex { $0.name == "Cost of a change" })
    let growth = try #require(tradeOffs.dimensions.firstIndex { $0.name == "Growth per change" })
    #expect(tradeOffs.sliders.count == tradeOffs.dimensions.count - 1 && !tradeOffs.sliders.contains(growth))
    let weights = tradeOffs.dimensionWeights()
    #expect(weights[cost] == 0.5 && weights[growth] == 0.5)
    #expect(weights.enumerated().allSatisfy { $0.offset == cost || $0.offset == growth || $0.element == 1 })
    // Their slider at 3: 1.5 each; the others as set.
    let slider = try #require(tradeOffs.sliders.firstIndex(of: cost))
    var values = tradeOffs.sliders.map { _ in 0.0 }
    values[slider] = 3
    #expect(tradeOffs.dimensionWeights(sliders: values)[growth] == 1.5)
    #expect(tradeOffs.html.contains("↑ shares Cost of a change's"))
  }

  @Test("A figure within the noise of a better one costs what that one costs; a row of ties costs nothing")
  func tiedCosts() throws {
    var tradeOffs = TradeOffs(try Self.metrics())
    tradeOffs.architectures = [.mvc, .mvp, .tca]
    tradeOffs.dimensions = [
      Self.dimension([.mvc: 1.0, .mvp: 1.05, .tca: 3.0], noise: [.mvc: 0.1, .mvp: 0.1, .tca: 0.1]),
      Self.dimension([.mvc: 95.0, .mvp: 95.5, .tca: 94.6], noise: [.mvc: 1, .mvp: 1, .tca: 1]),
    ]
    let costs = Dictionary(uniqueKeysWithValues: tradeOffs.ranking(weights: [1, 1]))
    #expect(costs[.mvc] == 0 && costs[.mvp] == 0 && costs[.tca] == 1)
    #expect(tradeOffs.costNoise(weights: [1, 1])[.mvp] == 0.1 / 2, "the leader's noise, the tied row's none")
  }

  @Test("One sentence per toolkit says who is best on what, and which rows do not separate them")
  func toolkitSentences() throws {
    var tradeOffs = TradeOffs(try Self.metrics())
    tradeOffs.dimensions = [
      Self.dimension([.mv: 400, .mvvmSwiftUI: 450, .tcaSwiftUI: 580, .mvc: 350]),
      Self.dimension(
        [.mv: 1.00, .mvvmSwiftUI: 1.01, .tcaSwiftUI: 1.5, .mvc: 1.2],
        noise: [.mv: 0.02, .mvvmSwiftUI: 0.02, .tcaSwiftUI: 0.02, .mvc: 0.02]),
      Self.dimension(
        [.mv: 95, .mvvmSwiftUI: 95.5, .tcaSwiftUI: 95.2, .mvc: 80],
        noise: [.mv: 1, .mvvmSwiftUI: 1, .tcaSwiftUI: 1, .mvc: 1]),
    ]
    for index in tradeOffs.dimensions.indices {
      tradeOffs.dimensions[index].name = ["Size", "Run time", "Test strength"][index]
    }
    tradeOffs.dimensions[2].lowerIsBetter = false
    #expect(
      tradeOffs.sentence(among: .swiftui)
        == "Among the 3 SwiftUI-shaped (ScreenUI): MV is best on size; MV and MVVM-SwiftUI share the best figure on run time; test strength does not separate them."
    )
    #expect(tradeOffs.sentence(among: .all).hasPrefix("Among all 10: MVC is best on size;"))
    let data = try #require(
      try JSONSerialization.jsonObject(with: Data(tradeOffs.json.utf8)) as? [String: Any])
    #expect((data["sentences"] as? [String: String])?["swiftui"] == tradeOffs.sentence(among: .swiftui))
  }

  @Test("A figure over three times its row's median carries its cause beside it, linked to the measurement")
  func outliers() throws {
    let row = Self.dimension([.mvc: 1.1, .mvp: 1.2, .mvvm: 1.3, .tca: 25])
    #expect(row.outlying == [.tca])
    #expect(Self.dimension([.mvc: 1.1, .mvp: 1.2, .tca: 3.5]).outlying.isEmpty, "3.5 ÷ 1.2 is under 3")
    var tradeOffs = TradeOffs(try Self.metrics())
    #expect(tradeOffs.outliers.isEmpty, "the fixture's rows have none")
    tradeOffs.dimensions[0].values[.tca] = 100_000
    tradeOffs.outliers = [
      .init(dimension: tradeOffs.dimensions[0].name, architecture: .tca, cause: "a cause")
    ]
    let html = tradeOffs.html
    #expect(html.contains("<a class=\"why\" href=\"#outlier-0-tca\""))
    #expect(html.contains("<li id=\"outlier-0-tca\"><strong>Why TCA's size is 100000</strong>"))
    #expect(html.contains("a cause. The measurement: <a href=\"#dimension-0\">its measure</a>"))
    let cause = TradeOffs.runTimeCause(.tca, try Self.metrics(), scale: 100_000)
    #expect(cause.contains("root store") && !cause.contains("machine left alone"))
  }
}

extension TradeOffsTests {
  @Test("The trade-offs go away as CSV: a row per architecture and dimension, quoted where needed")
  func csv() throws {
    let tradeOffs = TradeOffs(try Self.metrics())
    let lines = tradeOffs.csv.components(separatedBy: "\r\n").filter { !$0.isEmpty }
    #expect(lines.first == "architecture,toolkit,dimension,value,shown,noise,better,measure")
    #expect(lines.count == 1 + (tradeOffs.dimensions.count + 1) * Architecture.allCases.count)
    #expect(lines.contains { $0.hasPrefix("VIPER,UIKit-shaped,Cost of a change,24.0,24,0.0,lower,") })
    #expect(lines.contains { $0.hasPrefix("MV,SwiftUI-shaped,Size,") && $0.contains("\"code lines of") })
  }
}
