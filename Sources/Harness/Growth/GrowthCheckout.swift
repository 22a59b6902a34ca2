import ArchLab
import Foundation
import HarnessSupport
import Workshop
import WorkshopMarker

/// The checkout itself turned into a step of the growth series, and back: how a
/// reader reads any step as plain source. Nothing is patched in place: the step's
/// files are computed aside (``GrowthTree``) and only the files whose bytes differ
/// are written. The step is recorded in ``markerPath`` (ignored by git).
public struct GrowthCheckout: Sendable {
  /// Where the step the checkout is at is recorded, relative to the root.
  public static let markerPath = "Workshop/Growth/.step"

  /// What the marker records.
  public struct Marker: Codable, Sendable, Equatable {
    /// The step the checkout is at.
    public var step: Int
    /// The commit it was turned from.
    public var base: String
  }

  /// What turning the checkout into a step did, or would do.
  public struct Plan: Sendable, Equatable {
    /// The step the checkout is at now.
    public var from: Int
    /// The step asked for.
    public var to: Int
    /// Files that hold work the series does not account for, which turning would discard.
    public var uncommitted: [String]
    /// Files written.
    public var written: [String]
    /// Files removed.
    public var removed: [String]
  }

  /// The series.
  public var series: GrowthSeries

  /// The checkout of `series`.
  public init(series: GrowthSeries) {
    self.series = series
  }

  /// The marker under `root`, if the checkout has been turned into a step.
  public static func marker(root: URL) -> Marker? {
    guard let data = FileManager.default.contents(atPath: root.appending(path: markerPath).path) else {
      return nil
    }
    return try? JSONDecoder().decode(Marker.self, from: data)
  }

  /// The step the checkout at `root` is at: 0 when it was never turned.
  public static func currentStep(root: URL) -> Int { marker(root: root)?.step ?? 0 }

  /// What turning the checkout into step `number` would discard and change, without
  /// changing anything.
  public func plan(_ number: Int) async throws(GrowthError) -> Plan {
    let (plan, _) = try await prepare(number)
    return plan
  }

  /// Turns the checkout into step `number` (0: back to the commit it was turned from).
  /// Work the series does not account for is discarded only with `discarding`; without
  /// it, nothing is changed and the plan names that work.
  public func turn(into number: Int, discarding: Bool) async throws(GrowthError) -> Plan {
    var (plan, target) = try await prepare(number)
    guard plan.uncommitted.isEmpty || discarding else { return plan }
    let root = series.root
    let working = try await GrowthTree.workspaceFiles(root: root)
    for (path, data) in target.sorted(by: { $0.key < $1.key }) where working[path] != data {
      do {
        let file = root.appending(path: path)
        try FileManager.default.createDirectory(
          at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
      } catch {
        throw .file("cannot write \(path): \(error)")
      }
      plan.written.append(path)
    }
    for path in working.keys.sorted() where target[path] == nil {
      try? FileManager.default.removeItem(at: root.appending(path: path))
      plan.removed.append(path)
    }
    let base: String
    if let marker = Self.marker(root: root) { base = marker.base } else { base = try await head() }
    do {
      if number == 0 {
        try? FileManager.default.removeItem(at: root.appending(path: Self.markerPath))
      } else {
        try JSONFormat.readableEscapingSlashes.encode(Marker(step: number, base: base))
          .write(to: root.appending(path: Self.markerPath))
      }
    } catch {
      throw .file("cannot write \(Self.markerPath): \(error)")
    }
    return plan
  }

  /// The plan, and the files of step `number`.
  private func prepare(_ number: Int) async throws(GrowthError) -> (Plan, [String: Data]) {
    let root = series.root
    guard series.range.contains(number) else { throw .unknownStep(String(number), valid: series.range) }
    for architecture in Architecture.allCases {
      if let exercise = ExerciseMarker.read(for: architecture, root: root) {
        throw .file(
          "exercise \(exercise.exercise) is started in \(architecture.displayName); finish or reset it first "
            + "(archlab exercise reset \(exercise.exercise.prefix(2)) --arch \(architecture.rawValue))")
      }
    }
    let marker = Self.marker(root: root)
    let base: String
    if let marker { base = marker.base } else { base = try await head() }
    let tree = GrowthTree(series: series)
    let expected = try await tree.files(at: marker?.step ?? 0, from: .commit(base))
    let working = try await GrowthTree.workspaceFiles(root: root)
    let uncommitted = Set(expected.keys).union(working.keys).filter { expected[$0] != working[$0] }.sorted()
    let target = try await tree.files(at: number, from: .commit(base))
    return (
      Plan(from: marker?.step ?? 0, to: number, uncommitted: uncommitted, written: [], removed: []), target
    )
  }

  /// The commit checked out.
  private func head() async throws(GrowthError) -> String {
    guard let result = try? await Shell.run(["git", "rev-parse", "HEAD"], in: series.root), result.status == 0
    else {
      throw .git("\(series.root.path) is not a git clone; turning it into a step needs one")
    }
    return result.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
