import Foundation
import Workshop

/// One committed patch file of the workshop: an exercise's reference solution or a step of
/// the growth series, of one owner, as read from a workspace folder.
public struct WorkshopPatch: Sendable, Equatable {
  /// Which of the workshop's series the patch belongs to.
  public enum Kind: Sendable, Equatable {
    /// A reference solution of the exercise with this folder name, written against today's app.
    case exercise(String)
    /// Step `number` of the growth series (folder `id`), written against step `number` − 1.
    case growth(step: Int, id: String)
  }

  /// Whose patch it is.
  public var owner: PatchOwner
  /// Where it belongs.
  public var kind: Kind
  /// Its path relative to the workspace root: `Workshop/Growth/02-search-contacts/mvvm.patch`.
  public var path: String
  /// The file it was read from (in the workspace, or in a revision's files set aside).
  public var file: URL
  /// Its text.
  public var text: String

  /// Reads the patch at `path` under `root`.
  init(owner: PatchOwner, kind: Kind, path: String, root: URL) throws(PatchesError) {
    self.owner = owner
    self.kind = kind
    self.path = path
    file = root.appending(path: path)
    do {
      text = try String(contentsOf: file, encoding: .utf8)
    } catch {
      throw .file("cannot read \(path): \(error.localizedDescription)")
    }
  }

  /// The files it touches, in the order its headers name them.
  public var touchedPaths: [String] { PatchApplier.touchedPaths(text) }

  /// The path without `Workshop/` and `.patch`: `Growth/02-search-contacts/mvvm`, how a
  /// person's resolutions are filed.
  public var shortName: String {
    let trimmed = path.hasPrefix("Workshop/") ? String(path.dropFirst("Workshop/".count)) : path
    return trimmed.hasSuffix(".patch") ? String(trimmed.dropLast(".patch".count)) : trimmed
  }
}
