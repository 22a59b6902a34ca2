import Foundation
import HarnessSupport
import Testing

/// `FileTree.files`, the listing the harness's input keys read (mutation results, reused
/// report figures), goes through the one walker and lists exactly what it listed before.
@Suite("File tree")
struct FileTreeTests {
  /// The checkout these tests run in.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The listing `FileTree.files` made with `FileManager`'s enumerator before it went through
  /// `FileTree.walk`, kept as it was to compare with.
  static func enumeratorListing(under directory: URL, skipping: Set<String> = []) -> [String] {
    let manager = FileManager.default
    guard
      let enumerator = manager.enumerator(
        at: directory, includingPropertiesForKeys: [.isRegularFileKey, .isDirectoryKey],
        options: [.skipsHiddenFiles])
    else { return [] }
    let base = directory.standardizedFileURL.resolvingSymlinksInPath().path
    var paths: [String] = []
    for case let url as URL in enumerator {
      let path = String(url.standardizedFileURL.resolvingSymlinksInPath().path.dropFirst(base.count + 1))
      let values = try? url.resourceValues(forKeys: [.isRegularFileKey, .isDirectoryKey])
      if values?.isDirectory == true {
        if skipping.contains(path) || url.lastPathComponent.hasPrefix(".build") {
          enumerator.skipDescendants()
        }
        continue
      }
      if values?.isRegularFile == true, !skipping.contains(path) { paths.append(path) }
    }
    return paths.sorted()
  }

  @Test(
    "On this checkout, every folder the harness keys read is listed as the enumerator listed it",
    arguments: ["", "Sources", "Sources/MVC", "Tests", "Examples", "Workshop", "Docs", "Reports"])
  func sameOnCheckout(_ folder: String) {
    let directory = folder.isEmpty ? Self.root : Self.root.appendingPathComponent(folder)
    let skipping: Set<String> = [".build", ".swiftpm", "Package.resolved", "Sources/Harness"]
    #expect(FileTree.files(under: directory) == Self.enumeratorListing(under: directory))
    #expect(
      FileTree.files(under: directory, skipping: skipping)
        == Self.enumeratorListing(under: directory, skipping: skipping))
  }

  @Test(
    "Symbolic links, broken or looping, FIFOs, hidden entries and skipped paths are left out as before; binary and huge files are kept"
  )
  func sameOnOddEntries() throws {
    let manager = FileManager.default
    let outside = manager.temporaryDirectory.appendingPathComponent("archlab-filetree-\(UUID().uuidString)")
    let folder = outside.appendingPathComponent("tree")
    defer { try? manager.removeItem(at: outside) }
    for path in ["a/b", ".hidden", ".build-x", "skipped/c", "elsewhere"] {
      try manager.createDirectory(at: folder.appendingPathComponent(path), withIntermediateDirectories: true)
    }
    for path in [
      "a/one.swift", "a/b/two.txt", ".hidden/h.swift", ".hf", ".build-x/b.swift", "skipped/c/s.swift", "top",
    ] {
      try Data(path.utf8).write(to: folder.appendingPathComponent(path))
    }
    try Data([0, 1, 2]).write(to: folder.appendingPathComponent("a/binary.swift"))
    try Data(repeating: 0x20, count: 2_100_000).write(to: folder.appendingPathComponent("a/huge.swift"))
    try Data("x".utf8).write(to: outside.appendingPathComponent("outside.swift"))
    try manager.createSymbolicLink(
      atPath: folder.appendingPathComponent("a/link.swift").path, withDestinationPath: "one.swift")
    try manager.createSymbolicLink(
      atPath: folder.appendingPathComponent("a/away.swift").path,
      withDestinationPath: outside.appendingPathComponent("outside.swift").path)
    try manager.createSymbolicLink(
      atPath: folder.appendingPathComponent("a/folder").path, withDestinationPath: outside.path)
    try manager.createSymbolicLink(
      atPath: folder.appendingPathComponent("a/loop").path, withDestinationPath: "..")
    try manager.createSymbolicLink(
      atPath: folder.appendingPathComponent("a/broken").path, withDestinationPath: "/nonexistent/archlab")
    #expect(mkfifo(folder.appendingPathComponent("a/fifo.swift").path, 0o644) == 0)
    let expected = [
      "a/b/two.txt", "a/binary.swift", "a/huge.swift", "a/one.swift", "skipped/c/s.swift", "top",
    ]
    #expect(Self.enumeratorListing(under: folder) == expected)
    #expect(FileTree.files(under: folder) == expected)
    #expect(
      Self.enumeratorListing(under: folder, skipping: ["skipped", "top"]) == Array(expected.dropLast(2)))
    #expect(FileTree.files(under: folder, skipping: ["skipped", "top"]) == Array(expected.dropLast(2)))
  }
}
