import ArchLab
import Foundation

/// One step of the growth series (`Workshop/Growth/<id>/`): the workshop change it
/// adds to the step before, as a patch to the shared targets and one per architecture.
public struct GrowthStep: Sendable, Equatable {
  /// Its number, 1 … (step 0 is today's app and has no folder).
  public var number: Int
  /// The folder name, the same as the exercise's: `01-delete-contact`.
  public var id: String
  /// The change, from the exercise's sheet: `Delete a contact`.
  public var title: String
  /// The step's folder.
  public var folder: URL

  /// The patch to the shared targets, if the step has one.
  public var sharedPatch: URL? {
    let url = folder.appending(path: "shared.patch")
    return FileManager.default.fileExists(atPath: url.path) ? url : nil
  }

  /// The patch of `architecture` (which may not be written yet).
  public func patch(for architecture: Architecture) -> URL {
    folder.appending(path: "\(architecture.rawValue).patch")
  }

  /// The step's patches in the order they apply: the shared one, then each of
  /// `architectures`' that is written.
  public func patches(for architectures: [Architecture]) -> [URL] {
    (sharedPatch.map { [$0] } ?? [])
      + architectures.map(patch(for:)).filter { FileManager.default.fileExists(atPath: $0.path) }
  }

  /// The exercise number it shares with the workshop: `01`.
  public var change: String { String(id.prefix { $0.isNumber }) }

  /// `1 · Delete a contact`.
  public var heading: String { "\(number) · \(title)" }
}
