import Foundation
import HarnessSupport
import Workshop

/// Owners' patches derived again after their files changed from `base` to `ours`, by
/// three-way merge, file by file:
///
/// - an exercise's solution `p` (written against today's app): theirs = base + `p`, merged =
///   merge3(base, ours, theirs), and the new patch is diff(ours, merged);
/// - the growth series, a chain: S0 = base and S0′ = ours; for k = 1…n, Sk = S(k−1) + patch k,
///   Sk′ = merge3(S(k−1), S(k−1)′, Sk), and the new patch k is diff(S(k−1)′, Sk′).
///
/// Only the files the family's patches touch take part: a file no patch touches cannot
/// change one. A file the person moved (``renames``) is merged at its new path: the
/// committed patches name the old one, the derived ones the new. With `ours` equal to `base`, every patch derives to itself in the form git
/// writes it (``PatchChecker``). Every owner's step k is applied in one round (one `git
/// apply`), and every new patch is written by one `git diff` at the end.
struct PatchDerivation {
  /// One owner's patches and files.
  struct Owned {
    /// The patches.
    var family: PatchFamily
    /// The family's files as the patches were written against them.
    var base: [String: String]
    /// The family's files as the person left them.
    var ours: [String: String]
  }

  /// The owners'.
  var owned: [Owned]
  /// The name of the base in conflict markers: `HEAD`, `a1b2c3d`.
  var baseName: String
  /// The files the person moved, from their path at the base to their path now.
  var renames: [String: String] = [:]
  /// A person's resolution of a conflict, if one holds for it: `.some(text)`, `.some(nil)`
  /// for a file left deleted, `nil` for none.
  var resolution: (MergeConflict) -> String?? = { _ in nil }
  /// Where patches are applied, files merged and patches written.
  var scratch: ScratchFolder

  /// The conflicts a person's resolution settled, over the last ``derive()``.
  private(set) var settled: [MergeConflict] = []

  /// Where one owner's growth series stands between rounds.
  private struct Chain {
    /// S(k−1): the files as the committed patches left them.
    var before: [String: String]
    /// S(k−1)′: the files as the person's change and the derived patches left them.
    var mine: [String: String]
    /// The patch before that was not derived, if one was not.
    var blocker: String?
  }

  /// One patch of a round: whose, which, and the states it starts from.
  private struct Job {
    var owner: Int
    var patch: WorkshopPatch
    var before: [String: String]
    var mine: [String: String]
    var labels: ScratchFolder.Labels
  }

  /// Every patch derived again, in the owners' order and each owner's exercises then growth
  /// steps (a step after one that was not derived is ``DerivedPatch/Outcome/blocked(by:)``).
  mutating func derive() async throws(PatchesError) -> [DerivedPatch] {
    settled = []
    var chains = owned.map { Chain(before: $0.base, mine: $0.ours) }
    var outcomes: [String: DerivedPatch.Outcome] = [:]
    var written: [(patch: String, pair: ScratchFolder.Pair)] = []
    let rounds = max(1, owned.map(\.family.growth.count).max() ?? 0)
    for round in 1...rounds {
      let jobs = self.jobs(round: round, chains: chains, outcomes: &outcomes)
      let applied = try await scratch.apply(jobs.map { ScratchFolder.Job(patch: $0.patch, files: $0.before) })
      for (job, result) in zip(jobs, applied) {
        let isGrowth = if case .growth = job.patch.kind { true } else { false }
        guard case .applied(let changes) = result else {
          if case .doesNotApply(let output) = result { outcomes[job.patch.path] = .doesNotApply(output) }
          if isGrowth { chains[job.owner].blocker = job.patch.path }
          continue
        }
        let (theirs, merged, conflicts) = try await merge(changes, onto: job)
        guard conflicts.isEmpty else {
          outcomes[job.patch.path] = .conflicted(conflicts)
          if isGrowth { chains[job.owner].blocker = job.patch.path }
          continue
        }
        let touched = changes.map { renames[$0.path] ?? $0.path }
        written.append(
          (
            job.patch.path,
            ScratchFolder.Pair(
              old: job.mine.filter { touched.contains($0.key) },
              new: merged.filter { touched.contains($0.key) })
          ))
        if isGrowth { chains[job.owner] = Chain(before: theirs, mine: merged) }
      }
    }
    for (entry, text) in zip(written, try await scratch.diffs(written.map(\.pair))) {
      outcomes[entry.patch] = .derived(text)
    }
    // Every patch has its outcome: each exercise's from round 1, each step's from its round.
    return owned.flatMap(\.family.patches).map { DerivedPatch(patch: $0, outcome: outcomes[$0.path]!) }
  }

  /// The patches of round `round`, each with the states it starts from: round 1 holds every
  /// exercise and growth step 1, round k step k of each owner; a step whose series stopped
  /// before it is marked blocked in `outcomes` instead.
  private func jobs(round: Int, chains: [Chain], outcomes: inout [String: DerivedPatch.Outcome]) -> [Job] {
    var jobs: [Job] = []
    for (index, owner) in owned.enumerated() {
      if round == 1 {
        jobs += owner.family.exercises.map { patch in
          Job(
            owner: index, patch: patch, before: owner.base, mine: owner.ours,
            labels: .init(ours: "yours", base: baseName, theirs: "\(baseName) + \(patch.shortName).patch"))
        }
      }
      guard round <= owner.family.growth.count else { continue }
      let patch = owner.family.growth[round - 1]
      if let blocker = chains[index].blocker {
        outcomes[patch.path] = .blocked(by: blocker)
        continue
      }
      jobs.append(
        Job(
          owner: index, patch: patch, before: chains[index].before, mine: chains[index].mine,
          labels: .init(
            ours: round > 1 ? "yours at step \(round - 1)" : "yours",
            base: "\(baseName) at step \(round - 1)",
            theirs: "\(baseName) at step \(round) (\(patch.shortName).patch)")))
    }
    return jobs
  }

  /// The files as the committed patch leaves them (theirs), and its change merged onto the
  /// person's (or the conflicts no resolution settles).
  private mutating func merge(_ changes: [FileChange], onto job: Job) async throws(PatchesError) -> (
    theirs: [String: String], merged: [String: String], conflicts: [MergeConflict]
  ) {
    var theirs = job.before
    var merged = job.mine
    var conflicts: [MergeConflict] = []
    for change in changes {
      theirs[change.path] = change.after
      // The person's version is at the path they moved the file to, if they moved it.
      let path = renames[change.path] ?? change.path
      let (old, yours) = (job.before[change.path], job.mine[path])
      switch try await scratch.merge(base: old, ours: yours, theirs: change.after, labels: job.labels) {
      case .clean(let text):
        merged[path] = text
      case .conflict(let text):
        let conflict = MergeConflict(
          patch: job.patch.path, path: path, text: text,
          inputs: Self.fingerprint(old, yours, change.after),
          resolutionFile: "\(PatchSession.folder)/\(job.patch.shortName)/\(path)")
        if let resolved = resolution(conflict) {
          merged[path] = resolved
          settled.append(conflict)
        } else {
          conflicts.append(conflict)
        }
      }
    }
    return (theirs, merged, conflicts)
  }

  /// A fingerprint of the three versions of a file a merge read (`nil`: absent).
  static func fingerprint(_ versions: String?...) -> String {
    var hash = SHA256()
    for version in versions {
      if let version {
        hash.update("+\(version.utf8.count)\n")
        hash.update(version)
      } else {
        hash.update("-\n")
      }
    }
    return hash.hexDigest()
  }
}
