import Foundation

/// How the harness writes JSON: each format's encoder set up in one place.
public enum JSONFormat: Sendable {
  /// Indented, keys sorted, slashes as written: the files a reader opens and a diff shows
  /// (`Reports/`, `metrics.json`, `Benchmarks/agreement.json`).
  case readable
  /// Indented, keys sorted, slashes escaped (`\/`): the proofs, markers and sessions, as they
  /// have always been written.
  case readableEscapingSlashes
  /// One line, keys unsorted: what only the harness reads back (`.build/`).
  case compact

  /// An encoder writing this format.
  public var encoder: JSONEncoder {
    let encoder = JSONEncoder()
    switch self {
    case .readable: encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    case .readableEscapingSlashes: encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    case .compact: break
    }
    return encoder
  }

  /// `value` in this format, with a line break at the end when `endingWithLineBreak`.
  public func encode(_ value: some Encodable, endingWithLineBreak: Bool = false) throws -> Data {
    let data = try encoder.encode(value)
    return endingWithLineBreak ? data + Data("\n".utf8) : data
  }
}
