import Analysis
import ArchLab
import HarnessSupport

/// Confronts the claims of the source articles (`Docs/Sources.md`) with the
/// measured figures: one function per claim, each saying which figures it
/// weighs and giving `notMeasured` when a step it needs was skipped.
enum ClaimEvaluator {
  /// Every claim, in the report's order.
  static func evaluate(_ metrics: [ArchitectureMetrics], benchmarks: [BenchmarkResult]?) -> [Claim] {
    [
      massiveViewControllers(metrics), viperIsEasierToTest(metrics), mvvmNeedsLessCode(metrics),
      presentersGrowLarge(metrics), viperLayersCostRunTime(metrics, benchmarks: benchmarks),
    ]
  }

  /// The verdict of "`a` is more than `b`": supported, contradicted, or inconclusive when they are equal.
  static func comparing(_ a: Double, over b: Double) -> Verdict {
    a > b ? .supported : a < b ? .contradicted : .inconclusive
  }

  /// Weighs two tests: MVC's view controllers hold a larger share of its code
  /// than any other architecture's, and its largest type is larger than any other's.
  static func massiveViewControllers(_ metrics: [ArchitectureMetrics]) -> Claim {
    let claim = "MVC leads to massive view controllers."
    guard let mvc = metrics[.mvc] else {
      return Claim(
        claim: claim, verdict: .notMeasured, evidence: "MVC was not among the architectures measured.")
    }
    let share = { (m: ArchitectureMetrics) in
      Statistics.percent(
        Double(m.size.roles[.viewController]?.lines.code ?? 0), of: Double(m.size.total.lines.code))
    }
    let others = metrics.filter { $0.architecture != .mvc }
    let biggestOther = others.max {
      $0.size.complexity.largestType.codeLines < $1.size.complexity.largestType.codeLines
    }
    let mvcLargest = mvc.size.complexity.largestType
    let otherShares = others.map { "\($0.architecture.displayName) \(Format.percent(share($0)))" }
    let elsewhere = biggestOther.map {
      "\($0.size.complexity.largestType.name) (\($0.size.complexity.largestType.codeLines))"
    }
    return Claim(
      claim: claim,
      verdict: .weighing([
        others.allSatisfy { share($0) < share(mvc) },
        mvcLargest.codeLines > (biggestOther?.size.complexity.largestType.codeLines ?? 0),
      ]),
      evidence:
        "View controllers hold \(Format.percent(share(mvc))) of MVC's code lines (\(otherShares.joined(separator: ", "))); MVC's largest type is \(mvcLargest.name) with \(mvcLargest.codeLines) code lines, against \(elsewhere ?? "none") as the largest elsewhere. At this feature's size, \"massive\" is relative."
    )
  }

  /// Compares the line coverage VIPER's and MVC's unit tests reach alone.
  static func viperIsEasierToTest(_ metrics: [ArchitectureMetrics]) -> Claim {
    let claim = "VIPER is easier to test."
    guard let viper = metrics[.viper], let mvc = metrics[.mvc], let viperUnit = viper.unitCoverage,
      let mvcUnit = mvc.unitCoverage
    else {
      return Claim(
        claim: claim, verdict: .notMeasured, evidence: "The coverage runs were skipped (`--skip-coverage`).")
    }
    let all = metrics.compactMap { m in
      m.unitCoverage.map { (m.architecture.displayName, $0.total.linePercent) }
    }
    let best = all.max { $0.1 < $1.1 }
    let listed = all.map { "\($0.0) \(Format.percent($0.1))" }.joined(separator: ", ")
    return Claim(
      claim: claim, verdict: comparing(viperUnit.total.linePercent, over: mvcUnit.total.linePercent),
      evidence:
        "Unit tests alone, without driving the UI, cover \(Format.percent(viperUnit.total.linePercent)) of VIPER's lines against \(Format.percent(mvcUnit.total.linePercent)) of MVC's (\(listed); highest: \(best?.0 ?? "?")). VIPER needed \(viper.size.unitTests.tests) unit tests and \(viper.size.unitTests.lines.code) test code lines, MVC \(mvc.size.unitTests.tests) and \(mvc.size.unitTests.lines.code)."
    )
  }

  /// Compares MVVM's and VIPER's code lines.
  static func mvvmNeedsLessCode(_ metrics: [ArchitectureMetrics]) -> Claim {
    let claim = "MVVM needs less code than VIPER."
    guard let mvvm = metrics[.mvvm], let viper = metrics[.viper] else {
      return Claim(
        claim: claim, verdict: .notMeasured,
        evidence: "MVVM or VIPER was not among the architectures measured.")
    }
    let a = mvvm.size.total.lines.code
    let b = viper.size.total.lines.code
    let ratio = b == 0 ? 0 : Double(a) / Double(b)
    return Claim(
      claim: claim, verdict: comparing(Double(b), over: Double(a)),
      evidence:
        "MVVM has \(a) code lines in \(mvvm.size.total.files) files and \(mvvm.size.total.types + mvvm.size.total.protocols) types and protocols; VIPER has \(b) in \(viper.size.total.files) files and \(viper.size.total.types + viper.size.total.protocols) (ratio \(Format.f2(ratio)))."
    )
  }

  /// Weighs two tests: MVP's presenters hold more code than its view
  /// controllers, and at least 30% of the module's code.
  static func presentersGrowLarge(_ metrics: [ArchitectureMetrics]) -> Claim {
    let claim = "MVP presenters grow large."
    guard let mvp = metrics[.mvp] else {
      return Claim(
        claim: claim, verdict: .notMeasured, evidence: "MVP was not among the architectures measured.")
    }
    let presenter = mvp.size.roles[.presenter]?.lines.code ?? 0
    let total = mvp.size.total.lines.code
    let share = Statistics.percent(Double(presenter), of: Double(total))
    let viewControllers = mvp.size.roles[.viewController]?.lines.code ?? 0
    let largest = mvp.size.complexity.largestType
    return Claim(
      claim: claim, verdict: .weighing([presenter > viewControllers, share >= 30]),
      evidence:
        "Presenters hold \(presenter) of MVP's \(total) code lines (\(Format.percent(share))), against \(viewControllers) in its passive view controllers; MVP's largest type is \(largest.name) (\(largest.codeLines) code lines)."
    )
  }

  /// Compares VIPER's and MVC's time to open the contacts list at the largest
  /// size, each against the floor: more than 10% slower supports the claim,
  /// more than 10% faster contradicts it, anything between is inconclusive.
  static func viperLayersCostRunTime(_ metrics: [ArchitectureMetrics], benchmarks: [BenchmarkResult]?)
    -> Claim
  {
    let claim = "VIPER's extra layers cost run time."
    let n = benchmarks?.map(\.n).max() ?? 0
    let ratios =
      (benchmarks ?? []).isEmpty
      ? []
      : metrics.map(\.architecture).compactMap { architecture in
        BenchmarkAnalysis.overhead(
          benchmarks ?? [], variant: .architecture(architecture), scenario: .openContacts, n: n
        )
        .map { (architecture, $0) }
      }
    guard let viper = ratios.first(where: { $0.0 == .viper })?.1,
      let mvc = ratios.first(where: { $0.0 == .mvc })?.1
    else {
      return Claim(
        claim: claim, verdict: .notMeasured, evidence: "The benchmarks were skipped (`--skip-benchmarks`).")
    }
    let listed = ratios.map { "\($0.0.displayName) \(Format.f2($0.1))×" }.joined(separator: ", ")
    return Claim(
      claim: claim,
      verdict: viper > mvc * 1.1 ? .supported : viper < mvc * 0.9 ? .contradicted : .inconclusive,
      evidence:
        "Opening the contacts list with \(n) contacts takes \(listed) the time of the floor (the same reads, sort and rendering with no architecture in between); a difference under 10% between VIPER and MVC is not told apart from noise."
    )
  }
}

extension [ArchitectureMetrics] {
  /// The metrics of `architecture`, if it was measured.
  subscript(architecture: Architecture) -> ArchitectureMetrics? {
    first { $0.architecture == architecture }
  }
}
