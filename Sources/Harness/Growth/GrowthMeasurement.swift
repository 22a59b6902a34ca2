import Analysis
import ArchLab
import Workshop

/// What the growth series measured: every architecture at every step, what each
/// change cost made at its step, and each step's proof when one is recorded.
public struct GrowthMeasurement: Codable, Sendable, Equatable {
  /// One architecture at one step.
  public struct ArchitectureSize: Codable, Sendable, Equatable {
    /// The architecture.
    public var architecture: Architecture
    /// Its module's size, complexity and coupling, as for today's app, without the
    /// per-file list (the report shows files only for today's app).
    public var size: ModuleSize
    /// Code lines of the book's test code (`CaseBook/` and the target's files it uses,
    /// Analysis's `CaseBookTestCode`): what expressing the book took.
    public var caseBookTestLines: Int
    /// Code lines of `Tests/<ARCH>Tests/CaseBook/` alone; `nil` when measured before both were.
    public var caseBookFolderTestLines: Int?

    /// Creates an architecture's figures at a step.
    public init(
      architecture: Architecture, size: ModuleSize, caseBookTestLines: Int,
      caseBookFolderTestLines: Int? = nil
    ) {
      self.architecture = architecture
      self.size = size
      self.caseBookTestLines = caseBookTestLines
      self.caseBookFolderTestLines = caseBookFolderTestLines
    }
  }

  /// One step.
  public struct Step: Codable, Sendable, Equatable {
    /// Its number (0 is today's app).
    public var number: Int
    /// The change it adds (empty for step 0).
    public var title: String
    /// Every architecture at this step, in `Architecture.allCases` order.
    public var architectures: [ArchitectureSize]

    /// Creates a step's figures.
    public init(number: Int, title: String, architectures: [ArchitectureSize]) {
      self.number = number
      self.title = title
      self.architectures = architectures
    }

    /// `architecture` at this step.
    public func size(of architecture: Architecture) -> ArchitectureSize? {
      architectures.first { $0.architecture == architecture }
    }
  }

  /// One change made at its step of the series.
  public struct Change: Codable, Sendable, Equatable {
    /// The change's number, the exercise's: `04`.
    public var change: String
    /// The step that adds it.
    public var step: Int
    /// What it is: `Contact detail`.
    public var title: String
    /// What it cost the shared targets.
    public var shared: ChangeSize?
    /// What it cost each architecture, made on the app of the step before.
    public var solutions: [ExerciseCost.Solution]

    /// Creates a change's figures.
    public init(
      change: String, step: Int, title: String, shared: ChangeSize?, solutions: [ExerciseCost.Solution]
    ) {
      self.change = change
      self.step = step
      self.title = title
      self.shared = shared
      self.solutions = solutions
    }

    /// What it cost `architecture`.
    public func solution(for architecture: Architecture) -> ExerciseCost.Solution? {
      solutions.first { $0.architecture == architecture }
    }
  }

  /// Steps 0 … n.
  public var steps: [Step]
  /// Changes 1 … n.
  public var changes: [Change]
  /// Each step's proof (steps 1 … n), when recorded for the files measured.
  public var proofs: [StepProof]

  /// Creates a measurement.
  public init(steps: [Step], changes: [Change], proofs: [StepProof] = []) {
    self.steps = steps
    self.changes = changes
    self.proofs = proofs
  }

  /// The proof of step `number`, if recorded.
  public func proof(of number: Int) -> StepProof? { proofs.first { $0.step == number } }
}
