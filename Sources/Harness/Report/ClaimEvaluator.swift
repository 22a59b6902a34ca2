import Foundation

/// Confronts the claims of `../shared/seeds/` with the measured figures.
enum ClaimEvaluator {
  static func evaluate(_ metrics: [ArchitectureMetrics], benchmarks: [BenchmarkResult]?) -> [Claim] {
    func named(_ name: String) -> ArchitectureMetrics? { metrics.first { $0.architecture == name } }
    var claims: [Claim] = []
    let percent = { (value: Double) in String(format: "%.1f%%", value) }

    if let mvc = named("mvc") {
      let share = { (m: ArchitectureMetrics) -> Double in
        let vc = m.size.roles[.viewController]?.lines.code ?? 0
        return m.size.total.lines.code == 0 ? 0 : 100 * Double(vc) / Double(m.size.total.lines.code)
      }
      let others = metrics.filter { $0.architecture != "mvc" }
      let biggestOther = others.max {
        $0.size.complexity.largestType.codeLines < $1.size.complexity.largestType.codeLines
      }
      let mvcLargest = mvc.size.complexity.largestType
      let supported =
        others.allSatisfy { share($0) < share(mvc) }
        && mvcLargest.codeLines > (biggestOther?.size.complexity.largestType.codeLines ?? 0)
      let otherShares = others.map { "\($0.architecture.uppercased()) \(percent(share($0)))" }.joined(
        separator: ", ")
      claims.append(
        Claim(
          claim: "MVC leads to massive view controllers.",
          verdict: supported ? "supported" : "not supported",
          evidence:
            "View controllers hold \(percent(share(mvc))) of MVC's code lines (\(otherShares)); MVC's largest type is \(mvcLargest.name) with \(mvcLargest.codeLines) code lines, against \(biggestOther.map { "\($0.size.complexity.largestType.name) (\($0.size.complexity.largestType.codeLines))" } ?? "none") as the largest elsewhere. At this feature's size, \"massive\" is relative."
        ))
    }

    if let viper = named("viper"), let mvc = named("mvc"), let viperUnit = viper.unitCoverage,
      let mvcUnit = mvc.unitCoverage
    {
      let all = metrics.compactMap { m in m.unitCoverage.map { (m.architecture, $0.total.linePercent) } }
      let best = all.max { $0.1 < $1.1 }
      claims.append(
        Claim(
          claim: "VIPER is easier to test.",
          verdict: viperUnit.total.linePercent > mvcUnit.total.linePercent ? "supported" : "not supported",
          evidence:
            "Unit tests alone, without driving the UI, cover \(percent(viperUnit.total.linePercent)) of VIPER's lines against \(percent(mvcUnit.total.linePercent)) of MVC's (\(all.map { "\($0.0.uppercased()) \(percent($0.1))" }.joined(separator: ", ")); highest: \(best?.0.uppercased() ?? "?")). VIPER needed \(viper.size.unitTests.tests) unit tests and \(viper.size.unitTests.lines.code) test code lines, MVC \(mvc.size.unitTests.tests) and \(mvc.size.unitTests.lines.code)."
        ))
    } else {
      claims.append(
        Claim(
          claim: "VIPER is easier to test.", verdict: "not measured",
          evidence: "Coverage was not measured in this run."))
    }

    if let mvvm = named("mvvm"), let viper = named("viper") {
      let a = mvvm.size.total.lines.code
      let b = viper.size.total.lines.code
      claims.append(
        Claim(
          claim: "MVVM needs less code than VIPER.",
          verdict: a < b ? "supported" : "not supported",
          evidence:
            "MVVM has \(a) code lines in \(mvvm.size.total.files) files and \(mvvm.size.total.types + mvvm.size.total.protocols) types and protocols; VIPER has \(b) in \(viper.size.total.files) files and \(viper.size.total.types + viper.size.total.protocols) (ratio \(String(format: "%.2f", b == 0 ? 0 : Double(a) / Double(b))))."
        ))
    }

    if let mvp = named("mvp") {
      let presenter = mvp.size.roles[.presenter]?.lines.code ?? 0
      let total = mvp.size.total.lines.code
      let share = total == 0 ? 0 : 100 * Double(presenter) / Double(total)
      let viewControllers = mvp.size.roles[.viewController]?.lines.code ?? 0
      claims.append(
        Claim(
          claim: "MVP presenters grow large.",
          verdict: presenter > viewControllers && share >= 30 ? "supported" : "not supported",
          evidence:
            "Presenters hold \(presenter) of MVP's \(total) code lines (\(percent(share))), against \(viewControllers) in its passive view controllers; MVP's largest type is \(mvp.size.complexity.largestType.name) (\(mvp.size.complexity.largestType.codeLines) code lines)."
        ))
    }

    if let benchmarks, !benchmarks.isEmpty {
      let n = benchmarks.map(\.n).max() ?? 0
      let ratios = ["mvc", "mvp", "mvvm", "viper"].compactMap { variant in
        BenchmarkAnalysis.overhead(benchmarks, variant: variant, scenario: "openContacts", n: n).map {
          (variant, $0)
        }
      }
      if let viper = ratios.first(where: { $0.0 == "viper" }),
        let mvc = ratios.first(where: { $0.0 == "mvc" })
      {
        claims.append(
          Claim(
            claim: "VIPER's extra layers cost run time.",
            verdict: viper.1 > mvc.1 * 1.1 ? "supported" : "not supported",
            evidence:
              "Opening the contacts list with \(n) contacts takes \(ratios.map { "\($0.0.uppercased()) \(String(format: "%.2f", $0.1))×" }.joined(separator: ", ")) the time of the floor (the same reads, sort and rendering with no architecture in between)."
          ))
      }
    }
    return claims
  }
}
