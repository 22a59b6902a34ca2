import ArchLab
import Foundation
import Growth
import HarnessSupport
import WorkshopMarker

/// `archlab patches follow`: after a person changed modules in the working tree, every
/// committed patch of theirs (each exercise's solution, each growth step's patch) derived
/// again by three-way merge (``PatchDerivation``) and written in place of the old one.
/// Nothing is written while a patch conflicts: the conflicts are kept in a
/// ``PatchSession`` for the person to resolve, then ``resume(overwriting:)``. Only patch
/// files under `Workshop/` are ever written; `Sources/` and `Tests/` are only read.
public struct PatchFollower: Sendable {
  /// The workspace root.
  public var root: URL

  /// The follower of the workspace at `root`.
  public init(root: URL) {
    self.root = root
  }

  /// What a follow did, or would do.
  public enum Outcome: Sendable, Equatable {
    /// Patch files that would be written hold uncommitted changes: nothing was done; follow
    /// again overwriting them to go on.
    case uncommitted([String])
    /// Some patches conflict with the change: no patch was written; the session names the
    /// files to resolve (their current text in each conflict).
    case conflicts([MergeConflict], session: PatchSession)
    /// Every patch followed.
    case followed(Report)
  }

  /// What a finished follow wrote.
  public struct Report: Sendable, Equatable {
    /// The commit the patches were written against.
    public var base: String
    /// The owners followed.
    public var owners: [PatchOwner]
    /// The owners' files (those their patches touch) that differ from the base.
    public var changedFiles: [String]
    /// The patch files rewritten, relative to the root.
    public var rewritten: [String]
    /// The patch files that derived to themselves.
    public var unchanged: [String]
    /// How many conflicts the person's resolutions settled.
    public var resolutions: Int
  }

  /// The follow that stopped on conflicts, if one waits.
  public func session() throws(PatchesError) -> PatchSession? {
    try PatchSession.load(root: root)
  }

  /// Follows `owners`' patches from `base` (a revision: `HEAD` by default) to the working
  /// tree; patch files with uncommitted changes are overwritten only with `overwriting`.
  public func follow(_ owners: [PatchOwner], base: String = "HEAD", overwriting: Bool)
    async throws(PatchesError)
    -> Outcome
  {
    if let waiting = try session() {
      throw .followInProgress(base: waiting.base, owners: waiting.owners)
    }
    let commit = try await git(["rev-parse", "--verify", "--quiet", "\(base)^{commit}"]) { _ in
      PatchesError.unknownRevision(base)
    }
    return try await run(PatchSession(base: commit, baseName: base, owners: owners), overwriting: overwriting)
  }

  /// Goes on with the follow that stopped on conflicts, with the person's resolutions.
  public func resume(overwriting: Bool) async throws(PatchesError) -> Outcome {
    guard let waiting = try session() else { throw .noFollowInProgress }
    return try await run(waiting, overwriting: overwriting)
  }

  /// Drops the follow that stopped on conflicts, and its conflicts' files.
  public func abort() throws(PatchesError) {
    guard try session() != nil else { throw .noFollowInProgress }
    PatchSession.remove(root: root)
  }

  private func run(_ session: PatchSession, overwriting: Bool) async throws(PatchesError) -> Outcome {
    let owners = session.followed
    try checkTodaysApp(owners)
    let staging = FileManager.default.temporaryDirectory.appending(
      path: "archlab-patches-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: staging) }
    do {
      try await GrowthTree.extract(session.base, root: root, to: staging)
    } catch {
      throw .git(error.description)
    }
    let families = try PatchFamily.read(owners, root: staging)
    let paths = families.flatMap(\.patches).map(\.path)
    let dirty = try await git(["diff", "--name-only", "HEAD", "--"] + paths) { PatchesError.git($0) }
    if !dirty.isEmpty && !overwriting {
      return .uncommitted(dirty.split(separator: "\n").map(String.init))
    }
    let renames = try await moves(since: session.base)
    var owned: [PatchDerivation.Owned] = []
    var changedFiles: [String] = []
    for family in families {
      var (base, ours) = (family.texts(in: staging), family.texts(in: root))
      for path in family.paths {
        guard let moved = renames[path] else { continue }
        ours[moved] = try? String(contentsOf: root.appending(path: moved), encoding: .utf8)
      }
      changedFiles += family.paths.filter { base[$0] != ours[$0] }
      owned.append(PatchDerivation.Owned(family: family, base: base, ours: ours))
    }
    var derivation = PatchDerivation(
      owned: owned, baseName: session.baseName, renames: renames,
      resolution: { session.resolution(of: $0, root: root) }, scratch: try ScratchFolder())
    let derived = try await derivation.derive()
    let settled = derivation.settled
    for patch in derived {
      if case .doesNotApply(let output) = patch.outcome {
        throw .patchDoesNotApply(patch: patch.patch.path, base: session.base, output: output)
      }
    }
    let conflicts = derived.flatMap { patch -> [MergeConflict] in
      if case .conflicted(let conflicts) = patch.outcome { conflicts } else { [] }
    }
    guard conflicts.isEmpty else {
      return try stop(on: conflicts, settled: settled, session: session)
    }
    if let empty = derived.first(where: { $0.text?.isEmpty == true }) {
      throw .emptyPatch(patch: empty.patch.path)
    }
    var report = Report(
      base: session.base, owners: owners, changedFiles: changedFiles.sorted(), rewritten: [], unchanged: [],
      resolutions: settled.count)
    (report.rewritten, report.unchanged) = try write(derived)
    PatchSession.remove(root: root)
    return .followed(report)
  }

  /// Writes each derived patch whose bytes differ from its file's; the patches written, and
  /// those left as they were.
  private func write(_ derived: [DerivedPatch]) throws(PatchesError) -> (
    rewritten: [String], unchanged: [String]
  ) {
    var (rewritten, unchanged): ([String], [String]) = ([], [])
    for patch in derived {
      guard let text = patch.text else { continue }
      let file = root.appending(path: patch.patch.path)
      if FileManager.default.contents(atPath: file.path) == Data(text.utf8) {
        unchanged.append(patch.patch.path)
        continue
      }
      do {
        try Data(text.utf8).write(to: file)
      } catch {
        throw .file("cannot write \(patch.patch.path): \(error.localizedDescription)")
      }
      rewritten.append(patch.patch.path)
    }
    return (rewritten, unchanged)
  }

  /// Records the conflicts in the session and writes each new one's file with its markers
  /// (a file the person is still resolving is kept as it is).
  private func stop(on conflicts: [MergeConflict], settled: [MergeConflict], session: PatchSession)
    throws(PatchesError) -> Outcome
  {
    var current: [MergeConflict] = []
    for conflict in conflicts {
      let file = root.appending(path: conflict.resolutionFile)
      if session.record(of: conflict) != nil, let text = try? String(contentsOf: file, encoding: .utf8) {
        current.append(
          MergeConflict(
            patch: conflict.patch, path: conflict.path, text: text, inputs: conflict.inputs,
            resolutionFile: conflict.resolutionFile))
        continue
      }
      do {
        try FileManager.default.createDirectory(
          at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(conflict.text.utf8).write(to: file)
      } catch {
        throw .file("cannot write \(conflict.resolutionFile): \(error.localizedDescription)")
      }
      current.append(conflict)
    }
    var kept = session
    kept.conflicts = settled.compactMap(session.record(of:)) + current
    try kept.save(root: root)
    return .conflicts(current, session: kept)
  }

  /// Refuses a checkout that is not today's app where it is followed: turned into a growth
  /// step, or holding a participant's exercise.
  private func checkTodaysApp(_ owners: [PatchOwner]) throws(PatchesError) {
    if let marker = GrowthCheckout.marker(root: root) { throw .checkoutAtStep(marker.step) }
    for architecture in Architecture.allCases {
      guard owners.contains(.module(architecture)) || owners.contains(.shared),
        let marker = ExerciseMarker.read(for: architecture, root: root)
      else { continue }
      throw .exerciseStarted(exercise: marker.exercise, architecture: architecture.displayName)
    }
  }

  /// The files git sees moved between `base` and the working tree (`git mv`, or a new file
  /// added beside the old one's deletion), from their old path to their new one.
  private func moves(since base: String) async throws(PatchesError) -> [String: String] {
    let listing = try await git(["diff", "--name-status", "-M", "-z", "--diff-filter=R", base, "--"]) {
      PatchesError.git($0)
    }
    // -z: "R<score>", the old path and the new path of each move, each ended by a NUL.
    let fields = listing.split(separator: "\0").map(String.init)
    var moves: [String: String] = [:]
    for start in stride(from: 0, to: fields.count - 2, by: 3) where fields[start].hasPrefix("R") {
      moves[fields[start + 1]] = fields[start + 2]
    }
    return moves
  }

  /// The standard output of git with `arguments` in the workspace, trimmed; `failure` makes
  /// the error from its standard error.
  private func git(_ arguments: [String], failure: (String) -> PatchesError) async throws(PatchesError)
    -> String
  {
    let result: Shell.Result
    do {
      result = try await Shell.run(["git"] + arguments, in: root)
    } catch {
      throw .git("cannot run git: \(error)")
    }
    guard result.status == 0 else { throw failure(result.standardError) }
    return result.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
