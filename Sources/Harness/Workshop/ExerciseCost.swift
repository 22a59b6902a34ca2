import ArchLab
import Foundation

/// What the reference solutions of one exercise cost, per architecture.
public struct ExerciseCost: Codable, Sendable, Equatable {
  /// The reference solution of one architecture.
  public struct Solution: Codable, Sendable, Equatable {
    /// The architecture.
    public var architecture: Architecture
    /// The change in the architecture's own folders (`solutions/<arch>.patch`).
    public var change: ChangeSize

    /// Creates a solution's cost.
    public init(architecture: Architecture, change: ChangeSize) {
      self.architecture = architecture
      self.change = change
    }
  }

  /// The exercise's folder name.
  public var exercise: String
  /// `01 · Delete a contact`.
  public var heading: String
  /// The change to the shared targets every architecture builds on
  /// (`solutions/shared.patch`), or `nil` when the exercise has none.
  public var shared: ChangeSize?
  /// One per architecture that has a reference solution, in `Architecture.allCases` order.
  public var solutions: [Solution]

  /// Creates an exercise's cost.
  public init(exercise: String, heading: String, shared: ChangeSize?, solutions: [Solution]) {
    self.exercise = exercise
    self.heading = heading
    self.shared = shared
    self.solutions = solutions
  }

  /// The solution of `architecture`, if it was measured.
  public func solution(for architecture: Architecture) -> Solution? {
    solutions.first { $0.architecture == architecture }
  }

  /// The architectures whose change stayed inside the fewest roles.
  public var fewestRoles: [Architecture] {
    guard let least = solutions.map(\.change.roles.count).min() else { return [] }
    return solutions.filter { $0.change.roles.count == least }.map(\.architecture)
  }

  /// Measures every exercise of `catalog` against the files the patches were
  /// written for: the commit checked out when `root` is a git clone (so work
  /// in progress on an exercise does not get in the way), the files on disk otherwise.
  public static func measure(_ catalog: ExerciseCatalog, root: URL) async throws -> [ExerciseCost] {
    let git = try? await GitWorkspace(root: root)
    let original: (String) async -> String? = { path in
      if let git { return await git.text(of: path, at: "HEAD") }
      return try? String(contentsOf: root.appending(path: path), encoding: .utf8)
    }
    // The patches first, then every text they touch parsed at once on all cores,
    // then the measures, which find every text already read.
    typealias Applied = (
      exercise: WorkshopExercise, shared: [FileChange]?, solutions: [(Architecture, [FileChange])]
    )
    var applied: [Applied] = []
    for exercise in catalog.exercises {
      var base = original
      var shared: [FileChange]?
      if let sharedPatch = exercise.sharedSolution {
        let changes = try await PatchApplier.apply([sharedPatch], base: original)
        shared = changes
        let after = Dictionary(changes.map { ($0.path, $0.after) }, uniquingKeysWith: { $1 })
        base = { path in after.keys.contains(path) ? after[path] ?? nil : await original(path) }
      }
      // An architecture without its patch yet has no solution here (the report says so).
      let written = Architecture.allCases.filter {
        FileManager.default.fileExists(atPath: exercise.solution(for: $0).path)
      }
      var solutions: [(Architecture, [FileChange])] = []
      for architecture in written {
        solutions.append(
          (architecture, try await PatchApplier.apply([exercise.solution(for: architecture)], base: base)))
      }
      applied.append((exercise: exercise, shared: shared, solutions: solutions))
    }
    let readings = SourceReadings()
    readings.prefetch(applied.flatMap { ($0.shared ?? []) + $0.solutions.flatMap(\.1) })
    return applied.map { exercise, shared, solutions in
      ExerciseCost(
        exercise: exercise.id, heading: exercise.heading,
        shared: shared.map { ChangeMeasurer.measure($0, readings: readings) },
        solutions: solutions.map {
          Solution(architecture: $0, change: ChangeMeasurer.measure($1, readings: readings))
        })
    }
  }
}
