import Foundation

/// Reads the JSON Lines that `swift test --event-stream-output-path FILE
/// --event-stream-version 0` writes: records of kind `test` (each test and
/// suite, announced first) and `event` (`runStarted`, `testStarted`,
/// `testCaseStarted`, `issueRecorded`, `testSkipped`, `testEnded`,
/// `runEnded`…), as Swift Testing's `Documentation/ABI/JSON.md` defines them.
///
/// Records of other kinds, and events this reader has no use for, are
/// ignored, as the schema asks. The test-case arguments of an issue come from
/// the stream's experimental `_testCase` field; without it, an issue of a
/// parameterized test has no arguments.
public enum TestEventStreamReader {
  /// The schema version this reader understands.
  public static let version = 0

  /// Reads the stream in `file`; a missing or empty file is a run that never started.
  public static func read(contentsOf file: URL) throws(TestEventStreamError) -> TestRun {
    guard let data = FileManager.default.contents(atPath: file.path) else { return TestRun() }
    return try read(data)
  }

  /// Reads a stream. A last line cut short (the process died while writing it)
  /// is ignored; any other line that is not a record is an error naming it.
  public static func read(_ data: Data) throws(TestEventStreamError) -> TestRun {
    var state = ReaderState()
    let lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    for (index, line) in lines.enumerated() where !line.allSatisfy({ $0 == UInt8(ascii: " ") }) {
      let record: EventStreamRecord
      do {
        record = try JSONDecoder().decode(EventStreamRecord.self, from: Data(line))
      } catch {
        if index == lines.count - 1 { break }
        throw .malformedLine(index + 1, String(decoding: line.prefix(120), as: UTF8.self))
      }
      guard record.version == String(version) else { throw .unsupportedVersion(record.version) }
      state.apply(record)
    }
    return state.run
  }
}

/// Why an event stream could not be read.
public enum TestEventStreamError: Error, Equatable, CustomStringConvertible {
  /// A line, not the last, is not a JSON record.
  case malformedLine(Int, String)
  /// The records are of a schema version this reader does not know.
  case unsupportedVersion(String)

  public var description: String {
    switch self {
    case .malformedLine(let line, let text):
      "the test event stream's line \(line) is not a JSON record: \(text)"
    case .unsupportedVersion(let version):
      "the test event stream is in schema version \(version); this reader reads version \(TestEventStreamReader.version) (pass --event-stream-version \(TestEventStreamReader.version))"
    }
  }
}
