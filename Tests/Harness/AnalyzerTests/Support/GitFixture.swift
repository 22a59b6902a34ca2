import Foundation
import HarnessSupport

@testable import Analyzer

/// Temporary git repositories made by the tests, and a byte-for-byte snapshot of a tree.
enum GitFixture {
  /// A repository whose `commits` commits grow a small UIKit app: a view controller gaining
  /// lines at each commit, and a presenter from the second on; commit k is dated the 15th of
  /// month k of 2024. Written in one `git fast-import`, not two processes a commit.
  static func make(commits: Int) async throws -> URL {
    let folder = try Workspace.temporaryFolder()
    var stream: [UInt8] = []
    func data(_ text: String) {
      stream += Array("data \(text.utf8.count)\n".utf8) + Array(text.utf8) + [10]
    }
    for index in 1...commits {
      var controller = "import UIKit\n\nfinal class ListViewController: UIViewController {\n"
      for line in 0..<(index * 30) { controller += "  func step\(line)() { print(\(line)) }\n" }
      controller += "}\n"
      var presenter = "final class ListPresenter {\n  weak var view: ListViewController?\n"
      for line in 0..<(index * 5) { presenter += "  func show\(line)() { view?.title = \"\(line)\" }\n" }
      presenter += "}\n"
      let date = ISO8601DateFormatter().date(from: "2024-0\(min(index, 9))-15T12:00:00Z") ?? Date()
      let who = "Test <test@example.com> \(Int(date.timeIntervalSince1970)) +0000"
      stream += Array("commit refs/heads/main\nauthor \(who)\ncommitter \(who)\n".utf8)
      data("Step \(index)")
      stream += Array("M 100644 inline App/ListViewController.swift\n".utf8)
      data(controller)
      if index > 1 {
        stream += Array("M 100644 inline App/ListPresenter.swift\n".utf8)
        data(presenter)
      }
    }
    try await git(["init", "-q", "-b", "main"], in: folder)
    let imported = try await GitRepository.git(in: folder, ["fast-import", "--quiet"], input: stream)
    guard imported.status == 0 else { throw GitFailure(message: imported.error) }
    try await git(["reset", "-q", "--hard", "main"], in: folder)
    return folder
  }

  static func git(_ arguments: [String], in folder: URL) async throws {
    let result = try await Shell.run(["git"] + arguments, in: folder)
    guard result.status == 0 else { throw GitFailure(message: result.output) }
  }

  /// Every file under `folder` (`.git` included) with its bytes' hash.
  static func snapshot(_ folder: URL) throws -> [String: String] {
    var files: [String: String] = [:]
    let enumerator = FileManager.default.enumerator(
      at: folder, includingPropertiesForKeys: [.isRegularFileKey])
    while let url = enumerator?.nextObject() as? URL {
      guard (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true else { continue }
      files[url.path] = SHA256.hex(try Data(contentsOf: url))
    }
    return files
  }

  /// git failed while a test made its repository.
  struct GitFailure: Error { var message: String }
}
