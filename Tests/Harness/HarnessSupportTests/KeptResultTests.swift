import Foundation
import HarnessSupport
import Testing

/// A result kept under its key: read back from the first folder whose file has the key,
/// written in one of the harness's JSON formats.
@Suite("Kept result")
struct KeptResultTests {
  /// A value that keeps its key among its fields, as the kept results do.
  struct Figures: Codable, Equatable {
    var key: String
    var path: String
  }

  static let kept = KeptResult<Figures>(fileName: "growth/figures.json", endsWithLineBreak: true, key: \.key)

  @Test("A value is read back under its key only, from the first folder holding it")
  func reuse() throws {
    let manager = FileManager.default
    let base = manager.temporaryDirectory.appending(path: "archlab-kept-\(UUID().uuidString)")
    defer { try? manager.removeItem(at: base) }
    let (first, second, empty) = (
      base.appending(path: "a"), base.appending(path: "b"), base.appending(path: "c")
    )
    #expect(Self.kept.load(key: "k1", from: [first, second]) == nil, "nothing kept")
    try Self.kept.save(Figures(key: "k1", path: "Sources/A"), in: second)
    try Self.kept.save(Figures(key: "k2", path: "Sources/B"), in: first)
    #expect(Self.kept.load(key: "k1", from: [empty, first, second]) == Figures(key: "k1", path: "Sources/A"))
    #expect(Self.kept.load(key: "k2", from: [first, second])?.path == "Sources/B")
    #expect(Self.kept.load(key: "k3", from: [first, second]) == nil, "another key")
    #expect(Self.kept.load(from: first)?.key == "k2", "whatever its key")
    try Data("not JSON".utf8).write(to: Self.kept.file(in: first))
    #expect(Self.kept.load(from: first) == nil, "a file that cannot be read is no result")
  }

  @Test(
    "The formats: indented with sorted keys, slashes as written or escaped, or compact; a line break at the end if asked"
  )
  func formats() throws {
    let value = Figures(key: "k", path: "Sources/A")
    let readable = String(decoding: try JSONFormat.readable.encode(value), as: UTF8.self)
    #expect(readable == "{\n  \"key\" : \"k\",\n  \"path\" : \"Sources/A\"\n}")
    let escaping = String(decoding: try JSONFormat.readableEscapingSlashes.encode(value), as: UTF8.self)
    #expect(escaping == "{\n  \"key\" : \"k\",\n  \"path\" : \"Sources\\/A\"\n}")
    let compact = String(decoding: try JSONFormat.compact.encode(value), as: UTF8.self)
    #expect(!compact.contains("\n") && compact.contains("\"key\":\"k\""))
    let folder = FileManager.default.temporaryDirectory.appending(path: "archlab-kept-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.kept.save(value, in: folder)
    #expect(try Data(contentsOf: Self.kept.file(in: folder)) == Data((readable + "\n").utf8))
  }
}
