import Foundation
import HarnessSupport
import Testing

@testable import Pipeline
@testable import Report

/// The steps computed from the workspace's files alone are reused while those files and
/// the `archlab` that computed them are unchanged, and computed again otherwise.
@Suite("Report cache")
struct ReportCacheTests {
  /// A workspace with a source, a patch and an "executable", in a fresh temporary folder.
  static func workspace() throws -> (root: URL, executable: URL) {
    let root = FileManager.default.temporaryDirectory.appending(path: "archlab-cache-\(UUID().uuidString)")
    for (path, text) in [
      "Sources/MVC/Screen.swift": "let a = 1", "Workshop/Growth/01-x/mvc.patch": "diff",
      "Package.swift": "// root", "bin/archlab": "v1",
    ] {
      let url = root.appending(path: path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    return (root, root.appending(path: "bin/archlab"))
  }

  /// The value of `cache` for "sizes", counting the computations in `computed`.
  static func value(_ cache: ReportCache, _ computed: inout Int) async throws -> [Int] {
    try await cache.value("sizes", log: { _ in }) {
      computed += 1
      return [computed, 42]
    }
  }

  @Test(
    "Nothing changed: reused; a source, a patch, the manifest or the executable changed: computed again",
    arguments: [
      nil, "Sources/MVC/Screen.swift", "Workshop/Growth/01-x/mvc.patch", "Package.swift", "bin/archlab",
    ])
  func reuse(changed path: String?) async throws {
    let (root, executable) = try Self.workspace()
    defer { try? FileManager.default.removeItem(at: root) }
    var computed = 0
    let first = try await Self.value(ReportCache(root: root, executable: executable), &computed)
    #expect(first == [1, 42])
    if let path {
      try Data("changed".utf8).write(to: root.appending(path: path))
    }
    let again = try await Self.value(ReportCache(root: root, executable: executable), &computed)
    #expect(again == (path == nil ? [1, 42] : [2, 42]))
    #expect(computed == (path == nil ? 1 : 2))
  }

  @Test("Without a known executable nothing is kept: every run computes")
  func noExecutable() async throws {
    let (root, _) = try Self.workspace()
    defer { try? FileManager.default.removeItem(at: root) }
    var computed = 0
    _ = try await Self.value(ReportCache(root: root, executable: nil), &computed)
    _ = try await Self.value(ReportCache(root: root, executable: nil), &computed)
    #expect(computed == 2)
    #expect(!FileManager.default.fileExists(atPath: root.appending(path: ".build/archlab-report").path))
  }

  @Test(
    "The key is the executable's path, size and date, then Package.swift and every file of the folders, each as path, line break, bytes and a zero byte"
  )
  func keyLayout() async throws {
    let (root, executable) = try Self.workspace()
    defer { try? FileManager.default.removeItem(at: root) }
    let date = Date(timeIntervalSince1970: 1_800_000_000)
    try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: executable.path)
    var bytes = Data("archlab \(executable.path) 2 \(date.timeIntervalSince1970)\n".utf8)
    for (path, text) in [
      ("Package.swift", "// root"), ("Sources/MVC/Screen.swift", "let a = 1"),
      ("Workshop/Growth/01-x/mvc.patch", "diff"),
    ] {
      bytes += Data("\(path)\n\(text)\0".utf8)
    }
    #expect(ReportCache.key(root: root, executable: executable) == SHA256.hex(bytes))
    // The kept value's file: compact JSON (one line) of the key and the value.
    var computed = 0
    _ = try await Self.value(ReportCache(root: root, executable: executable), &computed)
    let kept = try Data(contentsOf: root.appending(path: ".build/archlab-report/sizes.json"))
    #expect(!kept.contains(UInt8(ascii: "\n")))
    let object = try #require(try JSONSerialization.jsonObject(with: kept) as? [String: Any])
    #expect(object["key"] as? String == SHA256.hex(bytes) && object["value"] as? [Int] == [1, 42])
  }
}
