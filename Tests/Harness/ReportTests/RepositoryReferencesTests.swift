import Foundation
import HarnessSupport
import Testing

/// The repository stands on its own: nothing it tracks points outside it, to
/// the workspace the project was started in.
@Suite("References outside the repository")
struct RepositoryReferencesTests {
  static let root = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The strings that would point outside: written in two parts so this file does not hold them.
  static let outside = ["../" + "shared", "/work/" + "shared"]

  @Test("No tracked file refers to the shared folder outside the repository")
  func selfContained() async throws {
    let result = try await Shell.run(["git", "ls-files", "-z"], in: Self.root)
    try #require(result.status == 0, "git ls-files failed: \(result.output)")
    let files = result.output.split(separator: "\0").map(String.init)
    #expect(files.count > 100, "git ls-files listed only \(files.count) files")
    let offending = files.filter { path in
      guard let data = FileManager.default.contents(atPath: Self.root.appending(path: path).path) else {
        return false
      }
      let text = String(decoding: data, as: UTF8.self)
      return Self.outside.contains { text.contains($0) }
    }
    #expect(
      offending.isEmpty, "these files refer outside the repository: \(offending.joined(separator: ", "))")
  }

  @Test("The check can fail: a text naming the shared folder is caught")
  func canFail() {
    let text = "see " + Self.outside[0] + "/spec/FEATURE.md"
    #expect(Self.outside.contains { text.contains($0) })
  }
}
