import Foundation

/// A result kept as a JSON file with the key of what it was computed from
/// (``InputFingerprint``), and reused while that key holds: read from the first of some
/// folders whose file has the key, written in one format.
///
/// The file's shape is the value's own: the key is wherever the value keeps it (``key``).
public struct KeptResult<Value: Codable>: Sendable {
  /// The file's path inside a folder (`benchmarks.json`, `growth/grown-app.json`).
  public var fileName: String
  /// How the file is written.
  public var format: JSONFormat
  /// Whether the file ends with a line break.
  public var endsWithLineBreak: Bool
  /// Where a value keeps the key it was computed under.
  public var key: KeyPath<Value, String> & Sendable

  /// A kept result in `fileName`, written in `format`, whose value keeps its key at `key`.
  public init(
    fileName: String, format: JSONFormat = .readable, endsWithLineBreak: Bool = false,
    key: KeyPath<Value, String> & Sendable
  ) {
    self.fileName = fileName
    self.format = format
    self.endsWithLineBreak = endsWithLineBreak
    self.key = key
  }

  /// The file in `folder`.
  public func file(in folder: URL) -> URL {
    folder.appending(path: fileName)
  }

  /// The value kept in `folder`, whatever its key; `nil` when there is none or it cannot be read.
  public func load(from folder: URL) -> Value? {
    guard let data = FileManager.default.contents(atPath: file(in: folder).path) else { return nil }
    return try? JSONDecoder().decode(Value.self, from: data)
  }

  /// The value kept under `key` in the first of `folders` that holds one.
  public func load(key wanted: String, from folders: [URL]) -> Value? {
    for folder in folders {
      if let value = load(from: folder), value[keyPath: key] == wanted { return value }
    }
    return nil
  }

  /// Keeps `value` in `folder`, creating the folders the file needs.
  public func save(_ value: Value, in folder: URL) throws {
    let file = file(in: folder)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try format.encode(value, endingWithLineBreak: endsWithLineBreak).write(to: file)
  }
}
