import ArchLab
import Foundation

/// One workshop exercise: a folder `Workshop/Exercises/<id>/` with its sheet
/// (`README.md`) and its reference solutions (`solutions/<arch>.patch`, plus
/// `solutions/shared.patch` when the change reaches the shared targets).
public struct WorkshopExercise: Sendable, Equatable {
  /// The folder name, `01-delete-contact`: what the tests and `ARCHLAB_EXERCISE` use.
  public var id: String
  /// The number, `01`.
  public var number: String
  /// The title from the sheet's first heading, `Delete a contact`.
  public var title: String
  /// The exercise's folder.
  public var folder: URL

  /// The sheet.
  public var sheet: URL { folder.appending(path: "README.md") }

  /// The reference solution of `architecture`.
  public func solution(for architecture: Architecture) -> URL {
    folder.appending(path: "solutions/\(architecture.rawValue).patch")
  }

  /// The change to the shared targets the solutions build on, if the exercise has one.
  public var sharedSolution: URL? {
    let url = folder.appending(path: "solutions/shared.patch")
    return FileManager.default.fileExists(atPath: url.path) ? url : nil
  }

  /// The patches that make `architecture`'s reference solution, in the order they apply.
  public func patches(for architecture: Architecture) -> [URL] {
    (sharedSolution.map { [$0] } ?? []) + [solution(for: architecture)]
  }

  /// `01 · Delete a contact`.
  public var heading: String { "\(number) · \(title)" }
}
