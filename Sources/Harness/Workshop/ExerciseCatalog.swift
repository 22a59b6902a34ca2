import Foundation

/// The exercises of a workspace's `Workshop/Exercises/` folder, in order.
public struct ExerciseCatalog: Sendable {
  /// The exercises, sorted by folder name.
  public var exercises: [WorkshopExercise]

  /// Reads `root/Workshop/Exercises/`: every folder with a `README.md`.
  public init(root: URL) throws(WorkshopError) {
    let folder = root.appending(path: "Workshop/Exercises")
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    } catch {
      throw .noWorkshop(folder.path)
    }
    exercises = names.compactMap { name in
      let exerciseFolder = folder.appending(path: name)
      guard let sheet = try? String(contentsOf: exerciseFolder.appending(path: "README.md"), encoding: .utf8)
      else { return nil }
      return WorkshopExercise(
        id: name, number: String(name.prefix { $0.isNumber }),
        title: Self.title(sheet: sheet, fallback: name), folder: exerciseFolder)
    }
  }

  /// The exercise `query` names: its id (`01-delete-contact`), its number
  /// (`01` or `1`) or its name (`delete-contact`).
  public func exercise(_ query: String) throws(WorkshopError) -> WorkshopExercise {
    let match = exercises.first { exercise in
      exercise.id == query || exercise.number == query
        || (Int(query) != nil && Int(exercise.number) == Int(query))
        || exercise.id.drop { $0.isNumber || $0 == "-" } == query
    }
    guard let match else { throw .unknownExercise(query, known: exercises.map(\.id)) }
    return match
  }

  /// The text after `# NN ·` in the sheet's first heading.
  static func title(sheet: String, fallback: String) -> String {
    guard let heading = sheet.split(separator: "\n").first(where: { $0.hasPrefix("# ") }) else {
      return fallback
    }
    let text = heading.dropFirst(2)
    if let dot = text.firstIndex(of: "·") {
      return text[text.index(after: dot)...].trimmingCharacters(in: .whitespaces)
    }
    return text.trimmingCharacters(in: .whitespaces)
  }
}
