import Foundation
import Workshop

extension ScratchFolder {
  /// What applying one patch to the files it was written against gave.
  enum Applied: Equatable {
    /// The files it touches, before and after.
    case applied([FileChange])
    /// It does not apply (`git apply`'s words).
    case doesNotApply(String)
  }

  /// One patch to apply, and the files it was written against (path → text).
  struct Job {
    /// The patch.
    var patch: WorkshopPatch
    /// The files it applies to.
    var files: [String: String]
  }

  /// Each job's patch applied to its own files with ``PatchApplier``: all in one `git apply`,
  /// each job's paths under a folder of its own (`3/Sources/…`); when that fails, each alone,
  /// to say which do not apply.
  func apply(_ jobs: [Job]) async throws(PatchesError) -> [Applied] {
    if jobs.count > 1 {
      let folder = try subfolder("apply")
      var urls: [URL] = []
      for (index, job) in jobs.enumerated() {
        try Self.write(Self.prefixing(job.patch.text, with: "\(index)"), to: "\(index).patch", in: folder)
        urls.append(folder.appending(path: "\(index).patch"))
      }
      do {
        var changes = Array(repeating: [FileChange](), count: jobs.count)
        for change in try await PatchApplier.apply(
          urls, base: { Self.unprefixed($0).map { jobs[$0.job].files[$0.path] } ?? nil })
        {
          guard let (job, path) = Self.unprefixed(change.path) else { continue }
          changes[job].append(FileChange(path: path, before: change.before, after: change.after))
        }
        return changes.map(Applied.applied)
      } catch WorkshopError.patchDoesNotApply {
        // Some do not apply: each alone says which.
      } catch {
        throw .file("cannot apply patches in \(folder.path): \(error)")
      }
    }
    var applied: [Applied] = []
    for job in jobs {
      do {
        applied.append(.applied(try await PatchApplier.apply([job.patch.file]) { job.files[$0] }))
      } catch WorkshopError.patchDoesNotApply(_, let output) {
        applied.append(.doesNotApply(output))
      } catch {
        throw .file("cannot apply \(job.patch.path) in a scratch folder: \(error)")
      }
    }
    return applied
  }

  /// `patch` with every path its headers name put under `prefix`/ (`a/Sources/X` →
  /// `a/3/Sources/X`); its hunks unchanged.
  static func prefixing(_ patch: String, with prefix: String) -> String {
    var inHeader = false
    return patch.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
      if line.hasPrefix("diff --git ") {
        inHeader = true
        return "diff --git "
          + line.dropFirst("diff --git ".count)
          .replacing("a/", with: "a/\(prefix)/", maxReplacements: 1)
          .replacing(" b/", with: " b/\(prefix)/", maxReplacements: 1)
      }
      if line.hasPrefix("@@") { inHeader = false }
      guard inHeader else { return String(line) }
      for marker in ["--- a/", "+++ b/"] where line.hasPrefix(marker) {
        return marker + "\(prefix)/" + line.dropFirst(marker.count)
      }
      return String(line)
    }.joined(separator: "\n")
  }

  /// The job number and the path under it of a prefixed path (`3/Sources/X`).
  static func unprefixed(_ path: String) -> (job: Int, path: String)? {
    guard let slash = path.firstIndex(of: "/"), let job = Int(path[..<slash]) else { return nil }
    return (job, String(path[path.index(after: slash)...]))
  }
}
