import Foundation
import Subprocess

/// A git repository read with plumbing only (`rev-parse`, `rev-list`, `ls-tree`,
/// `cat-file --batch`), through child processes whose standard output and standard error
/// are read apart: never a work tree, never a write.
struct GitRepository: Sendable {
  /// A commit of the first-parent history.
  struct Commit: Sendable, Equatable {
    /// Its id.
    var id: String
    /// Its committer date, seconds since 1970.
    var time: Int
  }

  /// A file of a commit's tree.
  struct Entry: Sendable, Equatable {
    /// Its path, relative to the analysed folder.
    var path: String
    /// Its blob id.
    var blob: String
    /// Its size in bytes.
    var size: Int
  }

  /// The repository's top folder.
  let top: URL
  /// The analysed folder relative to the top (`Sources/VIPER/`), empty at the top.
  let prefix: String

  /// The most a child's output may hold: 1 GiB.
  private static let outputLimit = 1 << 30

  /// The repository holding `folder`.
  static func open(_ folder: URL) async throws(AnalyzerError) -> GitRepository {
    let result: (status: Int32, output: [UInt8], error: String)
    do {
      result = try await git(in: folder, ["rev-parse", "--show-toplevel", "--show-prefix"])
    } catch {
      throw .git(command: "git rev-parse", message: "\(error)")
    }
    guard result.status == 0 else {
      // A bare repository (a mirror, with no work tree) has no top level: it is read as it is.
      let bare = try? await git(in: folder, ["rev-parse", "--is-bare-repository"])
      guard let bare, bare.status == 0, String(decoding: bare.output, as: UTF8.self).hasPrefix("true") else {
        throw .notARepository(folder.path)
      }
      return GitRepository(top: folder, prefix: "")
    }
    let lines = String(decoding: result.output, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false)
    guard let top = lines.first, !top.isEmpty else { throw .notARepository(folder.path) }
    return GitRepository(
      top: URL(fileURLWithPath: String(top)), prefix: lines.count > 1 ? String(lines[1]) : "")
  }

  /// Runs `git -C folder arguments`, feeding `input`, collecting standard output and error apart
  /// (the one way this module runs git: the benchmark's synthetic repository is made with it too).
  static func git(in folder: URL, _ arguments: [String], input: [UInt8] = []) async throws -> (
    status: Int32, output: [UInt8], error: String
  ) {
    let result = try await Subprocess.run(
      .name("git"), arguments: Arguments(["-C", folder.path, "--no-pager"] + arguments),
      environment: .inherit.updating(["GIT_OPTIONAL_LOCKS": "0", "LC_ALL": "C"]), input: .array(input),
      output: .bytes(limit: outputLimit), error: .string(limit: 1 << 20))
    let status: Int32 =
      switch result.terminationStatus {
      case .exited(let code): Int32(code)
      default: -1
      }
    return (status, result.standardOutput, result.standardError)
  }

  /// Standard output of `git arguments` at the top; throws what git said on failure.
  func run(_ arguments: [String], input: [UInt8] = []) async throws(AnalyzerError) -> [UInt8] {
    let result: (status: Int32, output: [UInt8], error: String)
    do {
      result = try await Self.git(in: top, arguments, input: input)
    } catch {
      throw .git(command: "git " + arguments.prefix(2).joined(separator: " "), message: "\(error)")
    }
    guard result.status == 0 else {
      throw .git(
        command: "git " + arguments.prefix(3).joined(separator: " "),
        message: result.error.trimmingCharacters(in: .whitespacesAndNewlines))
    }
    return result.output
  }

  /// Whether the clone is shallow (its history cut short).
  func isShallow() async throws(AnalyzerError) -> Bool {
    String(decoding: try await run(["rev-parse", "--is-shallow-repository"]), as: UTF8.self).hasPrefix("true")
  }

  /// HEAD's commit and the branch it is on (`nil` when detached).
  func head() async throws(AnalyzerError) -> (commit: String, branch: String?) {
    let commit = String(decoding: try await run(["rev-parse", "HEAD"]), as: UTF8.self)
      .trimmingCharacters(in: .whitespacesAndNewlines)
    let branch = try? await run(["symbolic-ref", "-q", "--short", "HEAD"])
    let name = branch.map {
      String(decoding: $0, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
    return (commit, name?.isEmpty == false ? name : nil)
  }

  /// The first-parent commits from HEAD touching the analysed folder, oldest first.
  func commits(since: String?) async throws(AnalyzerError) -> [Commit] {
    var arguments = ["rev-list", "--first-parent", "--reverse", "--timestamp"]
    if let since { arguments.append("--since=\(since)") }
    arguments += ["HEAD", "--"] + (prefix.isEmpty ? ["."] : [prefix])
    return String(decoding: try await run(arguments), as: UTF8.self).split(separator: "\n").compactMap {
      line in
      let parts = line.split(separator: " ")
      guard parts.count == 2, let time = Int(parts[0]) else { return nil }
      return Commit(id: String(parts[1]), time: time)
    }
  }

  /// The files under the analysed folder in `commit`'s tree, with their blob ids and sizes.
  func entries(at commit: String) async throws(AnalyzerError) -> [Entry] {
    let output = try await run(
      ["ls-tree", "-r", "-z", "--long", "--full-tree", commit, "--"] + (prefix.isEmpty ? [] : [prefix]))
    return output.split(separator: 0).compactMap { record in
      guard let tab = record.firstIndex(of: 9) else { return nil }
      let fields = String(decoding: record[record.startIndex..<tab], as: UTF8.self).split(separator: " ")
      let path = String(decoding: record[(tab + 1)...], as: UTF8.self)
      guard fields.count >= 4, fields[1] == "blob", path.hasPrefix(prefix) else { return nil }
      return Entry(
        path: String(path.dropFirst(prefix.count)), blob: String(fields[2]), size: Int(fields[3]) ?? 0)
    }
  }

  /// The contents of `blobs`, by id, read in one `git cat-file --batch`.
  func contents(of blobs: [String]) async throws(AnalyzerError) -> [String: [UInt8]] {
    guard !blobs.isEmpty else { return [:] }
    let output = try await run(
      ["cat-file", "--batch"], input: Array((blobs.joined(separator: "\n") + "\n").utf8))
    var contents: [String: [UInt8]] = [:]
    var index = output.startIndex
    while index < output.endIndex {
      guard let newline = output[index...].firstIndex(of: 10) else { break }
      let header = String(decoding: output[index..<newline], as: UTF8.self).split(separator: " ")
      index = newline + 1
      guard header.count == 3, let size = Int(header[2]) else { continue }
      let end = min(index + size, output.endIndex)
      contents[String(header[0])] = Array(output[index..<end])
      index = end + 1
    }
    return contents
  }
}
