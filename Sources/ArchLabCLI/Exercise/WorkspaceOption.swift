import ArgumentParser
import Foundation
import Workshop

/// `--root`, shared by the exercise commands, and what it opens.
struct WorkspaceOption: ParsableArguments {
  @Option(help: "The workspace root (holding Package.swift and Workshop/).")
  var root = "."

  func validate() throws {
    guard FileManager.default.fileExists(atPath: (root as NSString).appendingPathComponent("Package.swift"))
    else {
      throw ValidationError(
        "--root must be the ArchLab workspace (the folder holding Package.swift), not '\(root)'")
    }
  }

  /// The root as a URL.
  var url: URL { URL(fileURLWithPath: root).standardizedFileURL }

  /// The exercises of the workspace.
  func catalog() throws -> ExerciseCatalog {
    do {
      return try ExerciseCatalog(root: url)
    } catch {
      throw CLIError(error.description)
    }
  }

  /// The exercise `query` names.
  func exercise(_ query: String) throws -> WorkshopExercise {
    do {
      return try catalog().exercise(query)
    } catch let error as WorkshopError {
      throw CLIError(error.description)
    }
  }

  /// The workspace's git repository.
  func git() async throws -> GitWorkspace {
    do {
      return try await GitWorkspace(root: url)
    } catch {
      throw CLIError(error.description)
    }
  }
}

/// Runs `body`, turning a ``WorkshopError`` into a one-line ``CLIError``.
func workshop<T>(_ body: () throws -> T) throws -> T {
  do {
    return try body()
  } catch let error as WorkshopError {
    throw CLIError(error.description)
  }
}

/// Runs `body`, asynchronously, turning a ``WorkshopError`` into a one-line ``CLIError``.
func workshop<T>(_ body: () async throws -> T) async throws -> T {
  do {
    return try await body()
  } catch let error as WorkshopError {
    throw CLIError(error.description)
  }
}
