import Analysis
import ArchLab
import Foundation
import Growth
import TestRuns
import Testing
import Tour
import TourScript
import Workshop

@testable import Claims
@testable import Metrics
@testable import Report

/// Every figure a rule reads reaches it: from metrics in which everything was measured,
/// every field of every module's claim figures is filled and no claim is "not measured".
/// A figure added to the metrics, or to ``ModuleFigures``, without being carried from
/// one to the other fails here.
@Suite("Every measured figure reaches the claims")
struct CompleteMetricsTests {
  /// The memory check's figures as `Tests/ReliabilityTests/MemoryTests.swift` writes them.
  static func memory(leftAlive: Int = 0) -> ReliabilityResult {
    var figures: [String: Double] = ["measuredCycles": 200]
    for architecture in Architecture.allCases {
      for screen in ["new-contact-cancelled", "add-item-saved"] {
        figures["screenObjectsTracked.\(architecture.rawValue).\(screen)"] = 12
        figures["screenObjectsLeftBehind.\(architecture.rawValue).\(screen)"] = 0
      }
      figures["objectsTracked.\(architecture.rawValue)"] = 500
      figures["objectsLeftBehind.\(architecture.rawValue)"] = architecture == .mvp ? Double(leftAlive) : 0
      figures["residentBytesDeltaMedian.\(architecture.rawValue)"] = 4_096
    }
    return ReliabilityResult(check: "memory", tried: 14, passed: 14, detail: "", figures: figures)
  }

  /// Metrics with every part measured, for every architecture.
  static func complete() throws -> Metrics {
    var metrics = try TestStrengthReportTests().metrics(measured: true)
    let memory = memory()
    metrics.reliability = (metrics.reliability ?? []) + [memory]
    metrics.architectures = metrics.architectures.map { measured in
      var measured = measured
      measured.leaks = LeakMetrics(measured.architecture, memory: memory)
      measured.size.unitTests.reach = ["ListPresenterTests.swift": ["presenter"]]
      return measured
    }
    var change = ChangeSize()
    change.roles = [.presenter]
    change.linesAdded = LineCounts(code: 12)
    change.files = ["Sources/X/A.swift"]
    let exercises = ["01-delete", "02-search", "03-done", "04-detail", "05-overdue", "06-live"]
    metrics.costOfChange = exercises.map { id in
      ExerciseCost(
        exercise: id, heading: id, shared: nil,
        solutions: Architecture.allCases.map { .init(architecture: $0, change: change) })
    }
    let size = metrics.architectures[0].size
    let steps = (0...6).map { number in
      GrowthMeasurement.Step(
        number: number, title: number == 0 ? "" : exercises[number - 1],
        architectures: Architecture.allCases.map {
          GrowthMeasurement.ArchitectureSize(
            architecture: $0, size: size, caseBookTestLines: 400 + 10 * number,
            caseBookFolderTestLines: 380 + 10 * number)
        })
    }
    let changes = (1...6).map { number in
      GrowthMeasurement.Change(
        change: String(exercises[number - 1].prefix(2)), step: number, title: exercises[number - 1],
        shared: nil,
        solutions: Architecture.allCases.map { .init(architecture: $0, change: change) })
    }
    let proofs = (1...6).map { number in
      StepProof(
        step: number, key: "k", exercises: Array(exercises.prefix(number)),
        architectures: Architecture.allCases.map {
          StepProof.ArchitectureResult(
            architecture: $0,
            unitTests: StepProof.TargetResult(
              target: "\($0.moduleName)Tests", ran: 30, passed: 30, failures: []),
            casesRun: 105 + number, casesTotal: 105 + number, acceptanceFailures: [])
        }, shared: [], buildSeconds: 1, testSeconds: 1)
    }
    metrics.growth = GrowthMeasurement(steps: steps, changes: changes, proofs: proofs)
    metrics.tour = TourAction.today.flatMap { action in
      Architecture.allCases.map {
        TourFigures(
          action: action, architecture: $0, files: 3, types: 3, functions: 5, lines: 40, boundaries: 1,
          sharedLines: 100, bodyEvaluations: $0.isSwiftUIShaped ? 4 : nil)
      }
    }
    return metrics
  }

  /// The names of `value`'s stored properties that are `nil`.
  static func nilProperties(of value: Any) -> [String] {
    Mirror(reflecting: value).children.compactMap { child in
      guard let label = child.label else { return nil }
      let mirror = Mirror(reflecting: child.value)
      return mirror.displayStyle == .optional && mirror.children.isEmpty ? label : nil
    }
  }

  @Test("Every field of every module's claim figures is filled, and every growth series is there")
  func everyField() throws {
    let metrics = try Self.complete()
    let figures = ClaimFigures(metrics: metrics)
    for architecture in Architecture.allCases {
      let module = try #require(figures[architecture])
      // A module written on ScreenKit has no bodies to evaluate; no run counts instructions yet.
      #expect(
        Self.nilProperties(of: module)
          == ["unitTestInstructionRounds"] + (architecture.isSwiftUIShaped ? [] : ["bodyEvaluations"]),
        "\(architecture): measured but not carried to the rules")
      let series = try #require(figures.growth[architecture], "\(architecture) growth")
      #expect(series.steps.count == 7)
      #expect(series.steps.allSatisfy { Self.nilProperties(of: $0).allSatisfy(Self.notPerStep.contains) })
      #expect(series.seriesLinesChanged.count == 6 && series.smallAppLinesChanged.count == 6)
      #expect(series.steps[6].casesRun == 111)
      #expect(
        series.steps[0].casesRun
          == metrics.architectures.first { $0.architecture == architecture }?.caseBook?.casesRun)
    }
    #expect(figures.runtime?.isEmpty == false)
  }

  /// What a step of the growth series does not measure (only today's app is run for them).
  static let notPerStep: Set<String> = [
    "unitCoverage", "unitTestSeconds", "unitTestRounds", "unitMutationScore", "acceptanceMutationScore",
    "unitMutationScoreByRole", "unitMutantsDetected", "unitMutantsScored",
    "linesChanged", "filesTouched", "typesAdded", "rolesTouched", "testLinesChanged", "leaks",
    "objectsPerScreen", "logicTestMutationScore", "bodyEvaluations", "acceptanceMutants", "logicTestMutants",
    "unitMutantsByRole", "unitTestInstructionRounds", "logicTestCommonMutants", "acceptanceCommonMutants",
  ]

  @Test("With everything measured, no claim says not measured")
  func noClaimNotMeasured() throws {
    let verdicts = ClaimCatalogue.evaluate(ClaimFigures(metrics: try Self.complete()))
    let unmeasured = verdicts.filter { $0.outcome.verdict == .notMeasured }
    #expect(unmeasured.isEmpty, "\(unmeasured.map { "\($0.claim.id): \($0.outcome.missing)" })")
  }

  @Test("The check can fail: a measured figure left out of the claim figures is caught")
  func canFail() throws {
    var metrics = try Self.complete()
    metrics.architectures[1].leaks = nil
    let figures = ClaimFigures(metrics: metrics)
    #expect(
      Self.nilProperties(of: figures[.mvp]!).sorted() == [
        "bodyEvaluations", "leaks", "objectsPerScreen", "unitTestInstructionRounds",
      ])
    #expect(
      ClaimCatalogue.evaluate(figures).contains { $0.claim.id == "C17" && $0.outcome.verdict == .notMeasured }
    )
  }

  @Test(
    "Leak figures are read per architecture and screen from the memory check; an object left alive counts")
  func leakMetrics() throws {
    let leaks = try #require(LeakMetrics(.mvp, memory: Self.memory(leftAlive: 3)))
    #expect(leaks.screens.map(\.screen) == ["add-item-saved", "new-contact-cancelled"])
    #expect(leaks.screens.allSatisfy { $0.objectsTracked == 12 && $0.objectsLeftAlive == 0 })
    #expect(leaks.objectsLeftAlive == 3 && leaks.cycleObjectsTracked == 500)
    #expect(leaks.residentGrowthBytesPerCycle == 4_096.0 / 200)
    #expect(LeakMetrics(.mvc, memory: nil) == nil)
    #expect(
      LeakMetrics(
        .mvc, memory: ReliabilityResult(check: "memory", tried: 1, passed: 1, detail: "", figures: [:]))
        == nil)
  }
}
