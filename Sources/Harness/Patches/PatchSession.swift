import Foundation
import HarnessSupport

/// A follow that stopped on conflicts, kept under ``folder`` (`session.json`) until the person
/// resolves them and runs `archlab patches follow --continue`, or drops it with `--abort`.
/// Each conflict's file is written there with its markers, at
/// `<folder>/<Exercises|Growth>/…/<owner>/<path>`; the person edits it into the file as it
/// should be after that patch, on top of their change (deleting it leaves the file deleted).
/// A resolution holds only while the three versions it was written for are unchanged.
public struct PatchSession: Codable, Sendable, Equatable {
  /// Where the session and its conflicts' files are kept, relative to the root (ignored by git).
  public static let folder = ".build/archlab-patches"

  /// The commit the patches were written against.
  public var base: String
  /// How the person named it (`HEAD`), for the conflict markers.
  public var baseName: String
  /// The owners followed, by ``PatchOwner/name``.
  public var owners: [String]
  /// Every conflict met, settled or not, with the versions it was met for.
  public var conflicts: [MergeConflict]

  /// A session from `base` (named `baseName`) for `owners`, with no conflict yet.
  public init(base: String, baseName: String, owners: [PatchOwner], conflicts: [MergeConflict] = []) {
    self.base = base
    self.baseName = baseName
    self.owners = owners.map(\.name)
    self.conflicts = conflicts
  }

  /// The owners followed.
  public var followed: [PatchOwner] { owners.compactMap(PatchOwner.init(name:)) }

  /// The session waiting under `root`, if there is one.
  public static func load(root: URL) throws(PatchesError) -> PatchSession? {
    let file = root.appending(path: "\(folder)/session.json")
    guard let data = FileManager.default.contents(atPath: file.path) else { return nil }
    do {
      return try JSONDecoder().decode(PatchSession.self, from: data)
    } catch {
      throw .file(
        "\(folder)/session.json cannot be read (\(error.localizedDescription)); "
          + "archlab patches follow --abort drops it")
    }
  }

  /// Writes the session under `root`.
  public func save(root: URL) throws(PatchesError) {
    let file = root.appending(path: "\(Self.folder)/session.json")
    do {
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try JSONFormat.readableEscapingSlashes.encode(self).write(to: file)
    } catch {
      throw .file("cannot write \(Self.folder)/session.json: \(error.localizedDescription)")
    }
  }

  /// Removes the session and its conflicts' files under `root`; whether there was one.
  @discardableResult
  public static func remove(root: URL) -> Bool {
    let url = root.appending(path: folder)
    guard FileManager.default.fileExists(atPath: url.path) else { return false }
    try? FileManager.default.removeItem(at: url)
    return true
  }

  /// The recorded conflict `conflict` is, if the same three versions met before.
  public func record(of conflict: MergeConflict) -> MergeConflict? {
    conflicts.first { $0.patch == conflict.patch && $0.path == conflict.path && $0.inputs == conflict.inputs }
  }

  /// The person's resolution of `conflict` under `root`: `.some(text)`, `.some(nil)` when
  /// its file was deleted (the file stays deleted), `nil` when there is none yet (a new
  /// conflict, or markers still in its file).
  public func resolution(of conflict: MergeConflict, root: URL) -> String?? {
    guard let record = record(of: conflict) else { return nil }
    let file = root.appending(path: record.resolutionFile)
    guard let text = try? String(contentsOf: file, encoding: .utf8) else {
      return FileManager.default.fileExists(atPath: file.path) ? nil : .some(nil)
    }
    return MergeConflict.hasMarkers(text) ? nil : .some(text)
  }
}
