import Foundation
import Growth
import Workshop

/// The patches of one owner in a workspace folder: its reference solution of every
/// exercise (each written against today's app) and its patch of every growth step (each
/// written against the step before), read through ``ExerciseCatalog`` and ``GrowthSeries``.
public struct PatchFamily: Sendable {
  /// Whose patches they are.
  public var owner: PatchOwner
  /// The exercises' reference solutions, in the catalogue's order.
  public var exercises: [WorkshopPatch]
  /// The growth steps' patches, step 1 first.
  public var growth: [WorkshopPatch]

  /// Every patch: the exercises', then the growth series'.
  public var patches: [WorkshopPatch] { exercises + growth }

  /// Every file a patch of the family touches, sorted: the only files whose change can
  /// change a patch.
  public var paths: [String] { Array(Set(patches.flatMap(\.touchedPaths))).sorted() }

  /// The families of `owners` in the workspace folder `root`; a patch touching a file its
  /// owner does not own is an error naming both.
  public static func read(_ owners: [PatchOwner], root: URL) throws(PatchesError) -> [PatchFamily] {
    let catalog: ExerciseCatalog
    let series: GrowthSeries
    do {
      catalog = try ExerciseCatalog(root: root)
    } catch {
      throw .workshop(error.description)
    }
    do {
      series = try GrowthSeries(root: root)
    } catch {
      throw .workshop(error.description)
    }
    let base = root.standardizedFileURL.path
    func relative(_ url: URL) -> String { String(url.standardizedFileURL.path.dropFirst(base.count + 1)) }
    return try owners.map { owner throws(PatchesError) in
      var exercises: [WorkshopPatch] = []
      for exercise in catalog.exercises {
        let url: URL? =
          switch owner {
          case .module(let architecture): exercise.solution(for: architecture)
          case .shared: exercise.sharedSolution
          }
        guard let url, FileManager.default.fileExists(atPath: url.path) else { continue }
        exercises.append(
          try WorkshopPatch(owner: owner, kind: .exercise(exercise.id), path: relative(url), root: root))
      }
      var growth: [WorkshopPatch] = []
      for step in series.steps {
        let url: URL? =
          switch owner {
          case .module(let architecture): step.patch(for: architecture)
          case .shared: step.sharedPatch
          }
        guard let url, FileManager.default.fileExists(atPath: url.path) else { continue }
        growth.append(
          try WorkshopPatch(
            owner: owner, kind: .growth(step: step.number, id: step.id), path: relative(url), root: root))
      }
      let family = PatchFamily(owner: owner, exercises: exercises, growth: growth)
      for patch in family.patches {
        if let stray = patch.touchedPaths.first(where: { !owner.owns($0) }) {
          throw .outsideOwner(patch: patch.path, path: stray, owner: owner.description)
        }
      }
      return family
    }
  }

  /// The texts of the family's files in the folder `root` (a file that is not there is absent).
  public func texts(in root: URL) -> [String: String] {
    var texts: [String: String] = [:]
    for path in paths {
      texts[path] = try? String(contentsOf: root.appending(path: path), encoding: .utf8)
    }
    return texts
  }
}
