import ArchLab
import Foundation
import HarnessSupport
import TestRuns

/// The benchmarks' output kept beside the report (`benchmarks.json`) with the key of
/// what they read, so that a report whose benchmark inputs have not changed reuses it
/// instead of running them again, as mutation results are reused.
///
/// The key is a SHA-256 over every file of the targets the benchmark build compiles
/// (the `Benchmarks/` package's sources and the root package's targets it links, read
/// from the root manifest: `ArchLab`, `Entities`, `Storage`, `ScreenKit` and what they
/// depend on), the benchmarks' `Package.swift`, the root package's manifest as far as
/// those targets go (``ScopedPackage/manifestText(of:in:)``: a target they do not need
/// changes no figure), `Benchmarks/run.sh`, the output's format, the sampling rule (``SamplingRule``) and the toolchain — not
/// the machine: the figures are ratios of paired rounds, and a newcomer's first report reuses
/// the committed ones on any machine (`--rerun-benchmarks` measures them there). A report
/// that reuses the output says so, with the date, the commit and the machine
/// (``MachineIdentity``) it was measured on.
public enum BenchmarkCache {
  /// What `benchmarks.json` holds.
  public struct Entry: Codable, Sendable, Equatable {
    /// The key of the inputs when the benchmarks ran.
    public var key: String
    /// When they ran (ISO 8601).
    public var measuredAt: String
    /// The commit they ran at (with `-dirty` when the benchmarks' inputs had uncommitted changes).
    public var commit: String
    /// The machine they ran on; `nil` in an entry kept before machines were recorded.
    public var machine: MachineIdentity?

    /// Creates an entry.
    public init(key: String, measuredAt: String, commit: String, machine: MachineIdentity? = nil) {
      self.key = key
      self.measuredAt = measuredAt
      self.commit = commit
      self.machine = machine
    }
  }

  /// The kept file: the entry and the output.
  struct Kept: Codable {
    var entry: Entry
    var output: BenchmarkOutput
  }

  /// The file's name, in the report's folder.
  public static let fileName = "benchmarks.json"

  /// The kept file, under its entry's key.
  static let kept = KeptResult<Kept>(fileName: fileName, endsWithLineBreak: true, key: \.entry.key)

  /// The products of the root package the benchmark package links.
  public static let linkedTargets = ["ArchLab", "Entities", "Storage", "ScreenKit"]

  /// The single files in the key (each hashed as absent when it is not there). The
  /// `Package.resolved` files are not: every dependency is pinned to an exact version in
  /// the manifests, and those files are written by each clone's resolution (with a hash of
  /// its own), so a fresh clone of the same commit would never reuse anything.
  public static let files = ["Benchmarks/Package.swift", "Benchmarks/run.sh"]

  /// The files of a folder that the build compiles (a module's README is not in the key).
  static let sourceSuffixes = [".swift", ".c", ".h"]

  /// The `Benchmarks/` package's folders the benchmark build compiles.
  public static let benchmarkFolders = ["Benchmarks/Sources", "Benchmarks/Benchmarks"]

  /// The folders of the root package's targets the benchmarks link, from its manifest.
  public static func rootFolders(root: URL) async throws -> [String] {
    try await rootInputs(root: root).folders
  }

  /// The folders of the root package's targets the benchmarks link and the root manifest
  /// as far as those targets go, from its manifest.
  static func rootInputs(root: URL) async throws -> (folders: [String], manifest: String) {
    let manifest = try await ScopedPackage.dumpedManifest(of: root)
    let folders = try ScopedPackage.closure(of: linkedTargets, in: manifest).map(ScopedPackage.folder(of:))
    return (folders.sorted(), try ScopedPackage.manifestText(of: linkedTargets, in: manifest))
  }

  /// The key of the benchmarks' inputs in the workspace at `root`, as they are now, with
  /// `machine` (the toolchain, ``machine()``, by default).
  public static func key(root: URL, machine: String? = nil) async throws -> String {
    let inputs = try await rootInputs(root: root)
    let machine = if let machine { machine } else { await Self.machine() }
    return key(
      root: root, folders: benchmarkFolders + inputs.folders, manifest: inputs.manifest, machine: machine)
  }

  /// The key of ``files``, the root manifest as far as the linked targets go (`manifest`)
  /// and the sources (Swift and C) under `folders`, in the workspace at `root`.
  static func key(root: URL, folders: [String], manifest: String, machine: String) -> String {
    // The sampling rule decides how many processes and rounds each cell gets (archlab benchmarks plan).
    var fingerprint = InputFingerprint(
      header: "benchmark output format 2\n\(machine)\nrule \(SamplingRule.standard.sentence)\n")
    fingerprint.add(path: "Package.swift, as far as the linked targets go", contents: Data(manifest.utf8))
    for path in files {
      fingerprint.add(file: path, in: root)
    }
    for folder in folders {
      fingerprint.add(folder: folder, in: root) { path in sourceSuffixes.contains(where: path.hasSuffix) }
    }
    return fingerprint.digest
  }

  /// What of this machine the key reads: the toolchain alone. The cores and memory are recorded
  /// with the figures (``Entry/machine``), not keyed: a key holding the machine's exact memory
  /// size made every other machine's first report run the benchmarks again (10 minutes).
  public static func machine() async -> String {
    "toolchain \(await Toolchain.swiftVersion())"
  }

  /// The output kept in the first of `folders` that holds one measured under `key`.
  public static func reusable(key: String, in folders: [URL]) -> (entry: Entry, output: BenchmarkOutput)? {
    Self.kept.load(key: key, from: folders).map { ($0.entry, $0.output) }
  }

  /// Keeps `output`, measured under `entry`, as `benchmarks.json` in `folder`.
  public static func keep(_ output: BenchmarkOutput, entry: Entry, in folder: URL) throws {
    try kept.save(Kept(entry: entry, output: output), in: folder)
  }
}
