import Foundation

/// The fingerprint of what a kept result was computed from, its key: a SHA-256 over a header
/// (what the key holds besides files: a version, the toolchain), then each file as its path
/// as written, a line break, its bytes and a zero byte.
///
/// The zero byte ends a file, so that one file's bytes never run into the next file's path
/// (`ab` holding `c` is not `a` holding `bc`). Folders are listed by the harness's one walker
/// (``FileTree/files(under:skipping:)``: sorted, hidden entries and symbolic links left out);
/// a map of files is taken sorted by path, so that the same files give the same key in any
/// order.
public struct InputFingerprint: Sendable {
  private var hash = SHA256()

  /// A fingerprint of `header` and nothing else yet.
  public init(header: String = "") {
    hash.update(header)
  }

  /// Adds `text` as it is, with no path and no zero byte (a trailer after the files).
  public mutating func add(text: String) {
    hash.update(text)
  }

  /// Adds a file: `path`, a line break, `contents` (empty when `nil`: an absent file) and a zero byte.
  public mutating func add(path: String, contents: Data?) {
    hash.update("\(path)\n")
    hash.update(contents ?? Data())
    hash.update([0])
  }

  /// Adds the file at `path` (relative to `root`, and hashed under it), as empty when absent.
  public mutating func add(file path: String, in root: URL) {
    add(path: path, contents: FileManager.default.contents(atPath: root.appending(path: path).path))
  }

  /// Adds the files under `folder` (relative to `root`) that `including` accepts (by their path
  /// inside the folder), in the walker's order, each hashed as `folder/path`; `skipping` are
  /// paths inside the folder the walker leaves out.
  public mutating func add(
    folder: String, in root: URL, skipping: Set<String> = [], including: (String) -> Bool = { _ in true }
  ) {
    let directory = root.appending(path: folder)
    for path in FileTree.files(under: directory, skipping: skipping) where including(path) {
      add(
        path: "\(folder)/\(path)",
        contents: FileManager.default.contents(atPath: directory.appending(path: path).path))
    }
  }

  /// Adds `files` (path → bytes), sorted by path.
  public mutating func add(_ files: [String: Data]) {
    for path in files.keys.sorted() {
      add(path: path, contents: files[path])
    }
  }

  /// The digest, as 64 lowercase hexadecimal digits.
  public var digest: String { hash.hexDigest() }
}
