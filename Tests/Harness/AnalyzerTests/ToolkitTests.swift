import Analysis
import ArchLab
import Foundation
import Testing

@testable import Analyzer

/// The UI toolkit, detected before the architecture (issue 42): a UIKit app is ranked among
/// the UIKit-shaped references only, a SwiftUI app among the SwiftUI-shaped ones.
@Suite("The UI toolkit apart from the architecture")
struct ToolkitTests {
  /// A file importing `module`, of `lines` code lines.
  static func file(_ name: String, importing module: String?, lines: Int) -> FileMetrics {
    var text = module.map { "import \($0)\n\n" } ?? ""
    text += "final class \(name) {\n"
    for index in 0..<max(lines - 2, 0) { text += "  func f\(index)() {}\n" }
    text += "}\n"
    return SourceAnalyzer.analyze(path: "App/\(name).swift", text: text)
  }

  @Test(
    "The side holding seven tenths of the UI files' code names the toolkit; otherwise, or with no UI import, mixed",
    arguments: [
      ([("UIKit", 90), ("SwiftUI", 10)], UIToolkit.uikit), ([("UIKit", 10), ("SwiftUI", 90)], .swiftUI),
      ([("UIKit", 50), ("SwiftUI", 50)], .mixed), ([("Foundation", 50)], .mixed), ([("AppKit", 40)], .uikit),
      ([("ScreenKit", 40)], .uikit), ([("ScreenUI", 40), ("ScreenKit", 5)], .swiftUI),
    ])
  func detects(files: [(String, Int)], expected: UIToolkit) {
    let metrics = files.enumerated().map {
      Self.file("T\($0.offset)", importing: $0.element.0, lines: $0.element.1)
    }
    #expect(UIToolkit.detect(metrics).toolkit == expected)
  }

  @Test("A UIKit app is ranked among the seven UIKit-shaped references, a SwiftUI app among the three others")
  func ranksWithinItsToolkit() throws {
    let references = Workspace.references
    try #require(references.count == 10)
    let profile = try #require(references.first?.profile)
    let uikit = ArchitectureRanking(profile, references: references, toolkit: .uikit)
    let swiftUI = ArchitectureRanking(profile, references: references, toolkit: .swiftUI)
    let mixed = ArchitectureRanking(profile, references: references, toolkit: .mixed)
    #expect(
      uikit.matches.map(\.architecture).sorted() == ["MVC", "MVP", "MVVM", "MVVM-C", "TCA", "VIP", "VIPER"])
    #expect(swiftUI.matches.map(\.architecture).sorted() == ["MV", "MVVM-SwiftUI", "TCA-SwiftUI"])
    #expect(mixed.matches.count == 10)
    #expect(uikit.verdict.contains("UIKit-shaped"))
  }

  @Test("Each of ArchLab's modules is detected on its own toolkit", arguments: Architecture.allCases)
  func modulesDetected(_ architecture: Architecture) throws {
    let tree = try SourceTree(root: Workspace.root.appending(path: "Sources/\(architecture.moduleName)"))
    let facts = FactParser.facts(tree.files.map { ($0.path, $0.text) }, cache: Workspace.cache)
    #expect(
      AppMeasurement(facts: facts).toolkit.toolkit == (architecture.isSwiftUIShaped ? .swiftUI : .uikit))
  }

  @Test(
    "The match threshold is the tuning half's rule applied to the committed figures: the 90th percentile of the stated architecture's distance, rounded up to 0.05"
  )
  func calibratedOnTheTuningHalf() throws {
    let corpus = try Corpus.load(root: Workspace.root)
    let folder = Workspace.root.appending(path: "Reports/corpus")
    var distances: [Double] = []
    for app in corpus.apps(in: .tuning) where !["none", "other"].contains(app.label) {
      let file = folder.appending(path: app.repo.replacingOccurrences(of: "/", with: "+") + ".json")
      let figures = try JSONDecoder().decode(CorpusFigures.self, from: Data(contentsOf: file))
      // The stated architecture's distance, whatever the toolkit detected.
      let stated = try #require(figures.distances.first { $0.key.lowercased() == app.label }, "\(app.repo)")
      distances.append(stated.value)
    }
    #expect(
      distances.count == corpus.apps(in: .tuning).filter { !["none", "other"].contains($0.label) }.count)
    let sorted = distances.sorted()
    let p90 = sorted[Int((0.9 * Double(sorted.count)).rounded(.up)) - 1]
    #expect(((p90 / 0.05).rounded(.up) * 0.05 - ArchitectureRanking.defaultThreshold).magnitude < 1e-9)
  }
}

/// The answer's other parts: a near tie named as one, and the debug build's hint on a large tree.
@Suite("Near ties and the release hint")
struct AnswerTests {
  /// A ranking of two references at `first` and `second`.
  static func ranking(_ first: Double, _ second: Double) -> ArchitectureRanking {
    var ranking = ArchitectureRanking(
      ArchitectureProfile(files: [], facts: [], roles: RoleClassifier().classify([])), references: [])
    ranking.matches = [
      ArchitectureMatch(architecture: "VIPER", distance: first, evidence: "e"),
      ArchitectureMatch(architecture: "MVP", distance: second, evidence: "e"),
    ]
    ranking.countedLines = 100
    return ranking
  }

  @Test("A runner-up within the close margin makes the answer 'between' the two; farther, the first alone")
  func nearTie() {
    #expect(Self.ranking(0.37, 0.385).verdict.contains("between VIPER and MVP"))
    #expect(Self.ranking(0.37, 0.45).verdict.contains("closest to VIPER"))
    #expect(Self.ranking(0.37, 0.45).closeCall == nil)
  }

  @Test("A debug build says a release build is faster, for a large tree only")
  func releaseHint() {
    #expect(Analyzer.releaseHint(lines: 200_000, debug: true)?.contains("swift build -c release") == true)
    #expect(Analyzer.releaseHint(lines: 1_000, debug: true) == nil)
    #expect(Analyzer.releaseHint(lines: 200_000, debug: false) == nil)
  }
}
