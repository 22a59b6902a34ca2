import ArchLab
import Foundation

/// What `archlab exercise start` leaves in the architecture's source folder
/// (`Sources/<ARCH>/.exercise`, ignored by git): which exercise is active
/// there and the commit it started from. The exercise tests read it too.
public struct ExerciseMarker: Codable, Sendable, Equatable {
  /// The exercise's folder name.
  public var exercise: String
  /// The commit the participant started from.
  public var base: String
  /// When it started, ISO 8601.
  public var started: String

  /// Creates a marker.
  public init(exercise: String, base: String, started: String) {
    self.exercise = exercise
    self.base = base
    self.started = started
  }

  /// The marker's place for `architecture`, relative to the root.
  public static func path(for architecture: Architecture) -> String {
    "Sources/\(architecture.moduleName)/.exercise"
  }

  /// The folders an architecture's participant works in: its sources and its unit tests.
  public static func folders(of architecture: Architecture) -> [String] {
    ["Sources/\(architecture.moduleName)", "Tests/\(architecture.moduleName)Tests"]
  }

  /// The marker for `architecture` under `root`, if there is one.
  public static func read(for architecture: Architecture, root: URL) -> ExerciseMarker? {
    guard let data = FileManager.default.contents(atPath: root.appending(path: path(for: architecture)).path)
    else { return nil }
    return try? JSONDecoder().decode(ExerciseMarker.self, from: data)
  }

  /// Writes the marker for `architecture` under `root`.
  public func write(for architecture: Architecture, root: URL) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    try encoder.encode(self).write(to: root.appending(path: Self.path(for: architecture)))
  }

  /// Removes the marker for `architecture` under `root`.
  public static func remove(for architecture: Architecture, root: URL) {
    try? FileManager.default.removeItem(at: root.appending(path: path(for: architecture)))
  }
}
