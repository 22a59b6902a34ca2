import Foundation
import Testing

@testable import Tour

/// The tour reads the modules' sources where the instrumented build compiled them: in a
/// scoped package, whose target folders are symbolic links to the workspace's.
struct TourSourcesTests {
  @Test("A target folder that is a symbolic link is read where it points, under the package's paths")
  func linkedFoldersAreRead() throws {
    let base = FileManager.default.temporaryDirectory.appending(path: "tour-sources-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: base) }
    let real = base.appending(path: "workspace/Sources/MVC/Contacts")
    try FileManager.default.createDirectory(at: real, withIntermediateDirectories: true)
    try "final class A {}\n".write(to: real.appending(path: "A.swift"), atomically: true, encoding: .utf8)
    try "# MVC\n".write(
      to: real.deletingLastPathComponent().appending(path: "README.md"), atomically: true, encoding: .utf8)
    let package = base.appending(path: "package/Sources")
    try FileManager.default.createDirectory(at: package, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      at: package.appending(path: "MVC"), withDestinationURL: real.deletingLastPathComponent())
    let texts = try TourRunner.sourceTexts(
      root: package.deletingLastPathComponent(), folders: ["Sources/MVC/"])
    #expect(texts == ["Sources/MVC/Contacts/A.swift": "final class A {}\n"])
  }
}
