import Foundation
import HarnessSupport
import TestRuns

/// Builds the package a ``GrowthTree`` holds — or a package made from it, such as the
/// tree's tests alone (``GrowthTree/testsLocation``) — one step after another on the
/// same build folder.
public struct StepBuild: Sendable {
  /// The tree.
  public var tree: GrowthTree
  /// The package built: the tree's, or one made from it.
  public var package: URL

  /// A builder of `package` (by default the tree's own).
  public init(tree: GrowthTree, package: URL? = nil) {
    self.tree = tree
    self.package = package ?? tree.location
  }

  /// The package's build folder.
  public var buildFolder: URL { package.appending(path: ".build") }

  /// Builds `arguments` (`["--build-tests"]`, `["--product", "archlab"]`) for `step`,
  /// passing each line of the build's output to `progress`; a build that fails
  /// throws its errors, read from the compiler's serialized diagnostics.
  public func build(_ arguments: [String], step: Int, progress: @escaping @Sendable (String) -> Void)
    async
    throws(GrowthError)
  {
    let started = Date()
    let lines = LineSplitter(progress)
    let result: Shell.Result
    do {
      result = try await Shell.run(["swift", "build"] + arguments, in: package, echo: lines.feed)
    } catch {
      throw .file("cannot run swift build in \(package.path): \(error)")
    }
    lines.flush()
    guard result.status == 0 else {
      let errors = CompilerDiagnostics.errors(in: buildFolder, since: started, root: package)
      let text =
        errors.isEmpty
        ? result.output.split(separator: "\n").suffix(20).joined(separator: "\n")
        : errors.prefix(20).map(\.description).joined(separator: "\n")
      throw .buildFailed(step: step, errors: text)
    }
  }

  /// Forgets what the package's own targets were compiled to, keeping the
  /// dependencies' (GRDB, swift-syntax…): the next build compiles every project
  /// target again. For a build that may have kept code compiled against an older
  /// layout of a changed type.
  public func forgetOwnTargets() {
    let debug = buildFolder.appending(path: "debug")
    var names: [String] = []
    for folder in ["Sources", "Sources/Harness", "Sources/StandIns", "Tests", "Tests/StandIns"] {
      names +=
        (try? FileManager.default.contentsOfDirectory(atPath: tree.location.appending(path: folder).path))
        ?? []
    }
    for name in Set(names) {
      try? FileManager.default.removeItem(at: debug.appending(path: "\(name).build"))
    }
  }
}

/// Splits chunks of output into lines for a callback, holding a line's start until its end comes.
final class LineSplitter: @unchecked Sendable {
  private let lock = NSLock()
  private var pending = ""
  private let line: @Sendable (String) -> Void

  init(_ line: @escaping @Sendable (String) -> Void) {
    self.line = line
  }

  /// Takes a chunk; passes on every line it completes.
  @Sendable func feed(_ chunk: String) {
    lock.lock()
    pending += chunk
    var complete: [String] = []
    while let end = pending.firstIndex(where: { $0 == "\n" || $0 == "\r" }) {
      complete.append(String(pending[..<end]))
      pending = String(pending[pending.index(after: end)...])
    }
    lock.unlock()
    for text in complete where !text.trimmingCharacters(in: .whitespaces).isEmpty { line(text) }
  }

  /// Passes on what is left.
  func flush() {
    lock.lock()
    let rest = pending
    pending = ""
    lock.unlock()
    if !rest.trimmingCharacters(in: .whitespaces).isEmpty { line(rest) }
  }
}
