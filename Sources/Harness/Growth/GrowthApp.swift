import Foundation
import HarnessSupport

/// The `archlab` executable of a step of the growth series: built in the series'
/// ``GrowthTree`` the first time, then kept under `.build/growth/bin/<key>/` and
/// reused while the step's files are the same.
public struct GrowthApp: Sendable {
  /// The tree steps are built in.
  public var tree: GrowthTree

  /// The app of `tree`'s steps.
  public init(tree: GrowthTree) {
    self.tree = tree
  }

  /// The executable of step `number`, built if it is not kept yet; `progress` gets
  /// what is done and each line of the build.
  public func executable(step number: Int, progress: @escaping @Sendable (String) -> Void)
    async throws(GrowthError)
    -> URL
  {
    let files = try await tree.files(at: number)
    let key = GrowthTree.key(files)
    let kept = tree.series.root.appending(path: ".build/growth/bin/\(key.prefix(16))/archlab")
    if FileManager.default.isExecutableFile(atPath: kept.path) { return kept }
    let fresh = !FileManager.default.fileExists(atPath: tree.location.appending(path: ".build").path)
    progress(
      "Building the app at step \(number) of the growth series in \(tree.location.path)"
        + (fresh ? " (the first time takes a few minutes: the packages are resolved and built)…" : "…"))
    let (_, written, removed) = try tree.materialize(files)
    progress("step \(number): \(written.count) files written, \(removed.count) removed")
    try await StepBuild(tree: tree).build(["--product", "archlab"], step: number, progress: progress)
    let built = tree.location.appending(path: ".build/debug/archlab")
    do {
      try FileManager.default.createDirectory(
        at: kept.deletingLastPathComponent(), withIntermediateDirectories: true)
      try? FileManager.default.removeItem(at: kept)
      try FileManager.default.copyItem(at: built, to: kept)
    } catch {
      throw .file("cannot keep the built app at \(kept.path): \(error)")
    }
    return kept
  }
}
