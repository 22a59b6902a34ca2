import ArchLab
import Foundation
import Growth

/// Whether the report proves the growth series' steps.
public enum GrowthMode: Sendable, Equatable {
  /// Reuse the proofs in `Reports/growth/` that hold for the steps' files; prove the others.
  case reuseFresh
  /// Measure the steps' sources, and reuse the proofs that hold, but prove none: a step
  /// without a fresh proof has no case-book figures.
  case measureOnly
  /// Leave the growth series out.
  case skip
}

extension ReportPipeline {
  /// The growth series measured (every step's sources) with each step's proof, or `nil`
  /// without a series (or when left out).
  func measureGrowth(_ steps: inout Steps, cache: ReportCache) async throws -> GrowthMeasurement? {
    guard growth != .skip, let series = try? GrowthSeries(root: root) else { return nil }
    let log = self.log
    var measurement = try await steps.run(
      "The growth series: every step's sources measured (swift-syntax parse)"
    ) {
      try await cache.value("growth", log: log) {
        try await GrowthMeasurer(series: series).measure { log("  " + $0) }
      }
    }
    let verifier = GrowthVerifier(tree: GrowthTree(series: series))
    let progress = steps.progress
    measurement.proofs = try await steps.run("The growth series: each step's proof (Reports/growth/)") {
      var proofs: [StepProof] = []
      for step in series.steps {
        if let proof = try await verifier.fresh(step: step.number) {
          proofs.append(proof)
          continue
        }
        guard growth == .reuseFresh else {
          log(
            "  step \(step.number): no proof holds for its files; left out (archlab growth verify proves it)")
          continue
        }
        log("  step \(step.number): no proof holds for its files; proving it (one build)…")
        let (proof, _) = try await verifier.verify(step: step.number) { progress.note($0 + "\n") }
        log("  step \(step.number): " + (proof.succeeded ? "proven" : "NOT proven: some tests fail"))
        proofs.append(proof)
      }
      return proofs
    }
    return measurement
  }
}
