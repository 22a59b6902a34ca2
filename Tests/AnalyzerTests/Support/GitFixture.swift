import Foundation
import HarnessSupport

/// Temporary git repositories made by the tests, and a byte-for-byte snapshot of a tree.
enum GitFixture {
  /// A repository whose `commits` commits grow a small UIKit app: a view controller gaining
  /// lines at each commit, and a presenter from the second on.
  static func make(commits: Int) throws -> URL {
    let folder = try Workspace.temporaryFolder()
    try git(["init", "-q", "-b", "main"], in: folder)
    for index in 1...commits {
      var controller = "import UIKit\n\nfinal class ListViewController: UIViewController {\n"
      for line in 0..<(index * 30) { controller += "  func step\(line)() { print(\(line)) }\n" }
      controller += "}\n"
      try write(controller, "App/ListViewController.swift", in: folder)
      if index > 1 {
        var presenter = "final class ListPresenter {\n  weak var view: ListViewController?\n"
        for line in 0..<(index * 5) { presenter += "  func show\(line)() { view?.title = \"\(line)\" }\n" }
        presenter += "}\n"
        try write(presenter, "App/ListPresenter.swift", in: folder)
      }
      try git(["add", "-A"], in: folder)
      try git(
        ["-c", "user.name=Test", "-c", "user.email=test@example.com", "commit", "-q", "-m", "Step \(index)"],
        in: folder, date: "2024-0\(min(index, 9))-15T12:00:00Z")
    }
    return folder
  }

  static func write(_ text: String, _ path: String, in folder: URL) throws {
    let url = folder.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: url, atomically: true, encoding: .utf8)
  }

  static func git(_ arguments: [String], in folder: URL, date: String? = nil) throws {
    var environment = ProcessInfo.processInfo.environment
    if let date {
      environment["GIT_AUTHOR_DATE"] = date
      environment["GIT_COMMITTER_DATE"] = date
    }
    let result = try Shell.run(["git"] + arguments, in: folder, environment: environment)
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
