import ArchLab
import Foundation

/// What one step's verification found: the package at that step built, and which of
/// its tests passed, per architecture and for the shared suites.
public struct StepProof: Codable, Sendable, Equatable {
  /// One test target's results.
  public struct TargetResult: Codable, Sendable, Equatable {
    /// The target (`MVCTests`, `AcceptanceTests`).
    public var target: String
    /// Test functions that ran.
    public var ran: Int
    /// Test functions that passed.
    public var passed: Int
    /// One line per failing test: its name and first issue.
    public var failures: [String]

    /// Creates a target's results.
    public init(target: String, ran: Int, passed: Int, failures: [String]) {
      self.target = target
      self.ran = ran
      self.passed = passed
      self.failures = failures
    }

    /// Whether every test that ran passed, and at least one ran.
    public var succeeded: Bool { ran > 0 && failures.isEmpty && passed == ran }
  }

  /// One architecture's results at the step.
  public struct ArchitectureResult: Codable, Sendable, Equatable {
    /// The architecture.
    public var architecture: Architecture
    /// Its own unit tests.
    public var unitTests: TargetResult
    /// Case-book cases its unit tests ran and passed.
    public var casesRun: Int
    /// Cases in the book at this step (those the acceptance suite ran).
    public var casesTotal: Int
    /// The acceptance suite's failing tests or cases that name this architecture.
    public var acceptanceFailures: [String]

    /// Creates an architecture's results.
    public init(
      architecture: Architecture, unitTests: TargetResult, casesRun: Int, casesTotal: Int,
      acceptanceFailures: [String]
    ) {
      self.architecture = architecture
      self.unitTests = unitTests
      self.casesRun = casesRun
      self.casesTotal = casesTotal
      self.acceptanceFailures = acceptanceFailures
    }

    /// Whether its unit tests passed, ran the whole book, and the acceptance suite passed for it.
    public var succeeded: Bool {
      unitTests.succeeded && casesRun == casesTotal && casesTotal > 0 && acceptanceFailures.isEmpty
    }
  }

  /// The step.
  public var step: Int
  /// The key the proof holds for: the step's files (``GrowthTree/key(_:)``), the toolchain
  /// and the tests run; a proof with another key says nothing of the files now.
  public var key: String
  /// The workshop exercises whose acceptance tests ran (the changes the step holds).
  public var exercises: [String]
  /// Each architecture's results.
  public var architectures: [ArchitectureResult]
  /// The shared suites' results (acceptance, workshop, storage…).
  public var shared: [TargetResult]
  /// Seconds the build took.
  public var buildSeconds: Double
  /// Seconds the tests took.
  public var testSeconds: Double

  /// Creates a step's proof.
  public init(
    step: Int, key: String, exercises: [String], architectures: [ArchitectureResult], shared: [TargetResult],
    buildSeconds: Double, testSeconds: Double
  ) {
    self.step = step
    self.key = key
    self.exercises = exercises
    self.architectures = architectures
    self.shared = shared
    self.buildSeconds = buildSeconds
    self.testSeconds = testSeconds
  }

  /// Whether everything at this step passed.
  public var succeeded: Bool {
    architectures.allSatisfy(\.succeeded) && shared.allSatisfy(\.succeeded)
  }
}
