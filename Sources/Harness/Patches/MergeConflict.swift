/// A file three versions of which `git merge-file` could not merge while a patch was
/// followed: what a person decides. The text holds the merge's markers (`<<<<<<<`,
/// `|||||||`, `=======`, `>>>>>>>`) around each conflicting hunk.
public struct MergeConflict: Sendable, Equatable, Codable {
  /// The patch being followed, relative to the root: `Workshop/Growth/02-search-contacts/mvvm.patch`.
  public var patch: String
  /// The file, relative to the root.
  public var path: String
  /// The merge's output with its markers (for a file deleted on one side, the other side
  /// between markers).
  public var text: String
  /// A fingerprint of the three versions merged: a resolution holds only for them.
  public var inputs: String
  /// Where the person resolves it, relative to the root (under `.build/archlab-patches/`).
  public var resolutionFile: String

  /// One conflicting hunk: its lines, markers included, and where it starts.
  public struct Hunk: Sendable, Equatable {
    /// The line number of its `<<<<<<<` line, from 1.
    public var firstLine: Int
    /// Its lines, from `<<<<<<<` to `>>>>>>>`.
    public var lines: [String]
  }

  /// The conflicting hunks of `text`, in order.
  public var hunks: [Hunk] { Self.hunks(in: text) }

  /// The conflicting hunks of a text holding merge markers.
  public static func hunks(in text: String) -> [Hunk] {
    var hunks: [Hunk] = []
    var current: Hunk?
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      if line.hasPrefix("<<<<<<<") {
        current = Hunk(firstLine: index + 1, lines: [])
      }
      current?.lines.append(String(line))
      if line.hasPrefix(">>>>>>>"), let hunk = current {
        hunks.append(hunk)
        current = nil
      }
    }
    return hunks
  }

  /// Whether `text` still holds a merge marker line.
  public static func hasMarkers(_ text: String) -> Bool {
    text.split(separator: "\n").contains { line in
      ["<<<<<<<", "|||||||", "=======", ">>>>>>>"].contains { marker in
        line.hasPrefix(marker) && (line.count == marker.count || line.dropFirst(marker.count).first == " ")
      }
    }
  }
}
