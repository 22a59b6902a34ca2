import ArchLab
import HarnessSupport

/// The leak rule (L) of `Docs/Claims.md` for one module: supported when no object of
/// its module is left alive after its screens are dismissed and resident memory does
/// not grow (1 KiB per cycle or less on average); contradicted when an object is left
/// alive; inconclusive when nothing is left alive but memory grows.
public struct LeakRule: ClaimRule {
  /// Growth per open/close cycle that counts as growth: above 1 KiB.
  public static let growthBytesPerCycle = 1_024.0

  /// The module.
  public var architecture: Architecture

  /// Creates the rule.
  public init(_ architecture: Architecture) {
    self.architecture = architecture
  }

  public func judge(_ figures: ClaimFigures) -> RuleResult {
    let name = architecture.displayName
    guard figures[architecture] != nil else {
      return .notMeasured(MissingFigures(names: ["\(name) (not in this run)"]))
    }
    guard let leaks = figures[architecture]?.leaks else {
      return .notMeasured(
        MissingFigures(names: ["\(name) leak checks (objects left alive, resident memory growth per cycle)"]))
    }
    guard let growth = leaks.residentGrowthBytesPerCycle else {
      return .notMeasured(MissingFigures(names: ["\(name) resident memory growth per cycle"]))
    }
    let shown = [
      "\(name) objects left alive after their screens were dismissed: \(leaks.objectsLeftAlive) of \(leaks.objectsTracked) watched",
      "\(name) resident memory growth per cycle: \(Format.f0(growth)) bytes",
    ]
    if leaks.objectsLeftAlive > 0 {
      return RuleResult(
        .contradicted, figures: shown,
        reason: "\(leaks.objectsLeftAlive) objects of \(name)'s module stayed alive.")
    }
    if growth > MarginScale.scaled(Self.growthBytesPerCycle) {
      return RuleResult(
        .inconclusive, figures: shown,
        reason: "Nothing stayed alive, but resident memory grew by more than 1 KiB per cycle.")
    }
    return RuleResult(
      .supported, figures: shown, reason: "Nothing stayed alive and resident memory did not grow.")
  }
}
