import ArchLab
import Foundation
import Workshop

/// The growth series of a workspace (`Workshop/Growth/`): the workshop's changes
/// made one after another, step k adding change k to step k − 1.
public struct GrowthSeries: Sendable {
  /// The folder holding the steps, relative to the workspace root.
  public static let folder = "Workshop/Growth"

  /// The workspace root.
  public var root: URL
  /// The steps, 1 … n, in order.
  public var steps: [GrowthStep]

  /// Reads `root/Workshop/Growth/`: every folder whose name starts with its step
  /// number (`01-delete-contact`), titled by the exercise of the same name.
  public init(root: URL) throws(GrowthError) {
    self.root = root
    let folder = root.appending(path: Self.folder)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    let catalog = try? ExerciseCatalog(root: root)
    var steps: [GrowthStep] = []
    for name in names.sorted() {
      guard let number = Int(name.prefix { $0.isNumber }), number > 0 else { continue }
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: folder.appending(path: name).path, isDirectory: &isFolder),
        isFolder.boolValue
      else { continue }
      let title = catalog?.exercises.first { $0.id == name }?.title ?? name
      steps.append(GrowthStep(number: number, id: name, title: title, folder: folder.appending(path: name)))
    }
    guard !steps.isEmpty else { throw .noSeries(folder.path) }
    guard steps.map(\.number) == Array(1...steps.count) else {
      throw .file(
        "\(folder.path): the steps must be numbered 1, 2, … without a gap; found "
          + steps.map(\.id).joined(separator: ", "))
    }
    self.steps = steps
  }

  /// The steps a command accepts: 0 (today's app) through the last.
  public var range: ClosedRange<Int> { 0...steps.count }

  /// The last step: the grown app.
  public var last: Int { steps.count }

  /// Step `text` (a number from 0 to the last), or an error naming the valid ones.
  public func number(_ text: String) throws(GrowthError) -> Int {
    guard let number = Int(text.trimmingCharacters(in: .whitespaces)), range.contains(number) else {
      throw .unknownStep(text, valid: range)
    }
    return number
  }

  /// The patches that turn step 0 into step `number`, in the order they apply.
  public func patches(upTo number: Int, architectures: [Architecture] = Architecture.allCases) -> [(
    GrowthStep, URL
  )] {
    steps.prefix(number).flatMap { step in step.patches(for: architectures).map { (step, $0) } }
  }

  /// The architectures whose patch of some step up to `number` is not written yet.
  public func unwritten(upTo number: Int) -> [Architecture] {
    Architecture.allCases.filter { architecture in
      steps.prefix(number).contains {
        !FileManager.default.fileExists(atPath: $0.patch(for: architecture).path)
      }
    }
  }
}
