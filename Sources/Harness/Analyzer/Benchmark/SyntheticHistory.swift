import Foundation

/// A git repository holding a synthetic app's history (``SyntheticApp``): a first commit of
/// three fifths of the app, then commits changing one to four files at a time (a new feature folder
/// now and then) until the last holds about the size asked. Written in one
/// `git fast-import` with fixed authors and dates, so the same seed gives the same commits.
enum SyntheticHistory {
  /// What was made.
  struct Made: Sendable {
    /// Commits on `main`.
    var commits: Int
    /// Code lines at the last commit.
    var codeLines: Int
    /// Swift files at the last commit.
    var files: Int
  }

  /// Makes the repository in `folder` (which must not exist yet) and checks out its last commit.
  static func make(in folder: URL, codeLines: Int, commits: Int, seed: UInt64) async throws(AnalyzerError)
    -> Made
  {
    var app = SyntheticApp(seed: seed)
    let start = codeLines * 3 / 5
    app.grow(toCodeLines: start)
    var stream: [UInt8] = []
    var time = 1_600_000_000
    let first = app.texts
    var committed = Dictionary(uniqueKeysWithValues: first.map { ($0.path, $0.text) })
    append(commit: "Import the app", files: first, time: time, to: &stream)
    for index in 1..<max(commits, 1) {
      time += 21_600
      // Grow along a straight line from three fifths of the size to the whole.
      let goal = start + (codeLines - start) * index / max(commits - 1, 1)
      // A change may give back a file's text (a method drawn again the same): draw until one
      // differs, so that every commit changes the tree and is one the history samples.
      var changed: [(path: String, text: String)] = []
      var message = ""
      while changed.isEmpty {
        let change = app.evolve(growing: app.codeLines < goal)
        changed = change.paths.compactMap { path in
          let text = app.text(of: path)
          return text == committed[path] ? nil : (path, text ?? "")
        }
        message = change.message
      }
      for file in changed { committed[file.path] = file.text }
      append(commit: message, files: changed, time: time, to: &stream)
    }
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw .cannotWrite(folder.path, "\(error)")
    }
    try await git(["init", "-q", "-b", "main"], in: folder)
    try await git(["fast-import", "--quiet"], in: folder, input: stream)
    try await git(["reset", "-q", "--hard", "main"], in: folder)
    return Made(commits: max(commits, 1), codeLines: app.codeLines, files: app.fileCount)
  }

  /// Appends to `stream` a commit on `main` writing `files` (path relative to the app's folder, text).
  private static func append(
    commit message: String, files: [(path: String, text: String)], time: Int, to stream: inout [UInt8]
  ) {
    func data(_ text: String) {
      let bytes = Array(text.utf8)
      stream += Array("data \(bytes.count)\n".utf8) + bytes + [10]
    }
    let who = "ArchLab Benchmark <benchmark@archlab.invalid> \(time) +0000"
    stream += Array("commit refs/heads/main\nauthor \(who)\ncommitter \(who)\n".utf8)
    data(message)
    for file in files {
      stream += Array("M 100644 inline \(file.path)\n".utf8)
      data(file.text)
    }
  }

  /// Runs git in `folder`; throws what it said when it fails.
  private static func git(_ arguments: [String], in folder: URL, input: [UInt8] = [])
    async throws(AnalyzerError)
  {
    let command = "git " + arguments.prefix(2).joined(separator: " ")
    let result: (status: Int32, output: [UInt8], error: String)
    do {
      result = try await GitRepository.git(in: folder, arguments, input: input)
    } catch {
      throw .git(command: command, message: "\(error)")
    }
    guard result.status == 0 else {
      throw .git(command: command, message: result.error.trimmingCharacters(in: .whitespacesAndNewlines))
    }
  }
}
