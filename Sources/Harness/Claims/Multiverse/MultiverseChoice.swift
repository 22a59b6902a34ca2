import Analysis
import ArchLab

/// One choice a claim's rule rests on, with its reasonable alternatives (`Docs/Claims.md`,
/// "Robustness"). A claim's block names the choices of its multiverse (`multiverse:`); each
/// specification takes, for every choice, the declared way or one alternative.
public enum MultiverseChoice: String, CaseIterable, Codable, Sendable, Comparable {
  /// The rule's margins and thresholds, 10 % of their width narrower or wider.
  case margin
  /// One detected mutant more or fewer, for each module whose mutation score the rule reads.
  case mutants
  /// The growth series' deciding figures ±5 %: each module's code lines at the last step and
  /// the lines each change made, for each module whose series the rule reads.
  case lastStep = "last-step"
  /// The framework stand-ins counted as the module's own code.
  case standIns = "stand-ins"
  /// The case book's test code counted by its folder alone (the definition before issue 41).
  case testCode = "test-code"
  /// MVVM without routers in MVVM's place.
  case mvvmWithoutRouters = "mvvm-without-routers"
  /// VIPER with concrete wireframes in VIPER's place.
  case viperConcreteWireframes = "viper-concrete-wireframes"
  /// Unit-test instruction counts (callgrind) in the place of wall-clock rounds.
  case instructions

  public static func < (lhs: MultiverseChoice, rhs: MultiverseChoice) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }

  /// `the margins`, for a sentence.
  public var title: String {
    switch self {
    case .margin: "the margins"
    case .mutants: "the mutants scored"
    case .lastStep: "the growth series' deciding lines"
    case .standIns: "the framework stand-ins"
    case .testCode: "the case book's test code"
    case .mvvmWithoutRouters: "MVVM's routers"
    case .viperConcreteWireframes: "VIPER's wireframe protocols"
    case .instructions: "the unit tests' time"
    }
  }

  /// The alternatives of this choice for a rule that reads `architectures` in `figures` (the
  /// `last-step` choice moves each role the last step has).
  public func alternatives(reading architectures: [Architecture], in figures: ClaimFigures = ClaimFigures())
    -> [MultiverseAlternative]
  {
    switch self {
    case .margin:
      [
        MultiverseAlternative(self, "margin-narrow", "margins 10 % narrower", factor: 0.9),
        MultiverseAlternative(self, "margin-wide", "margins 10 % wider", factor: 1.1),
      ]
    case .mutants:
      architectures.flatMap { a in
        [-1, 1].map { change in
          MultiverseAlternative(
            self, "mutants-\(a.rawValue)\(change > 0 ? "+" : "-")1",
            "\(a.displayName) with one detected mutant \(change > 0 ? "more" : "fewer")"
          ) { $0.movingMutants(of: a, by: change) }
        }
      }
    case .lastStep:
      architectures.flatMap { a in
        [0.95, 1.05].map { factor in
          MultiverseAlternative(
            self, "last-step-\(a.rawValue)\(factor > 1 ? "+" : "-")5",
            "\(a.displayName)'s deciding growth lines \(factor > 1 ? "+" : "−")5 %"
          ) { $0.scalingLastStep(of: a, by: factor) }
        }
          + Self.grownRoles(of: a, in: figures).flatMap { role in
            [0.95, 1.05].map { factor in
              MultiverseAlternative(
                self, "last-step-\(a.rawValue)-\(role.rawValue)\(factor > 1 ? "+" : "-")5",
                "\(a.displayName)'s \(role.title) lines at the last step \(factor > 1 ? "+" : "−")5 %"
              ) { $0.scalingLastStep(of: a, role: role, by: factor) }
            }
          }
      }
    case .standIns:
      [
        MultiverseAlternative(self, "stand-ins-counted", "framework stand-ins counted as own code") {
          $0.countingStandIns()
        }
      ]
    case .testCode:
      [
        MultiverseAlternative(self, "test-code-folder", "the case book's test code by its folder alone") {
          $0.countingCaseBookByFolder()
        }
      ]
    case .mvvmWithoutRouters: [Self.variant(.mvvmWithoutRouters, self)]
    case .viperConcreteWireframes: [Self.variant(.viperConcreteWireframes, self)]
    case .instructions:
      [
        MultiverseAlternative(self, "instructions", "instruction counts (callgrind) instead of time") {
          $0.timingByInstructions()
        }
      ]
    }
  }

  /// The roles `a`'s growth series has code lines of at its last step, those a growth rule
  /// compares (every role but boundary protocol, framework stand-in and other), in order.
  static func grownRoles(of a: Architecture, in figures: ClaimFigures) -> [Role] {
    let lines = figures.growth[a]?.steps.last?.roleCodeLines ?? [:]
    return Role.allCases.filter {
      ![.boundary, .frameworkStandIn, .data, .other].contains($0) && (lines[$0] ?? 0) > 0
    }
  }

  /// The variant in its module's place.
  static func variant(_ variant: ModuleVariant, _ choice: MultiverseChoice) -> MultiverseAlternative {
    MultiverseAlternative(choice, variant.rawValue, variant.title) { $0.replacing(with: variant) }
  }
}
