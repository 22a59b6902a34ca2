import Foundation
import HarnessSupport

/// The benchmarks measured on this machine against the same inputs measured on another: the
/// report's benchmarks were run again (`--rerun-benchmarks`) where the kept figures had come
/// from elsewhere. Each ratio's two intervals are compared, as two runs on one machine are
/// (``BenchmarkAgreement``), and the largest moves are named.
public struct BetweenMachines: Codable, Sendable, Equatable {
  /// The machine that measured the kept figures, when and at which commit.
  public var earlier: BenchmarkCache.Entry
  /// This machine.
  public var here: MachineIdentity
  /// The intervals compared, earlier run first.
  public var agreement: BenchmarkAgreement

  /// Compares the figures `kept` under `earlier` with `measured` here.
  public init(
    earlier: BenchmarkCache.Entry, kept: BenchmarkOutput, measured: BenchmarkOutput, here: MachineIdentity
  )
    throws
  {
    self.earlier = earlier
    self.here = here
    agreement = try BenchmarkAgreement.compare(
      kept, measured, checkedAt: ISO8601DateFormatter().string(from: Date()), sameCommit: false)
  }

  /// Each ratio whose intervals do not overlap, by how far its median moved (the factor between
  /// the two medians, largest first).
  public var largestMoves: [(text: String, factor: Double)] {
    agreement.disagreements.map { disagreement in
      let (a, b) = (disagreement.first.median, disagreement.second.median)
      return (disagreement.text, a > 0 && b > 0 ? max(a, b) / min(a, b) : .infinity)
    }
    .sorted { $0.factor > $1.factor }
  }

  /// The median of the factors by which the ratios' medians moved, every ratio counted: the
  /// between-machine term a reader adds to a within-machine interval.
  public var medianMove: Double? {
    guard let factors = agreement.factors, !factors.isEmpty else { return nil }
    return Statistics.median(factors)
  }
}
