import ArgumentParser
import Foundation
import Growth

/// `--root`, shared by the growth commands, and the series it opens.
struct GrowthOptions: ParsableArguments {
  @Option(help: "The workspace root (holding Package.swift and Workshop/Growth/).")
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

  /// The workspace's growth series.
  func series() throws -> GrowthSeries {
    try growth { try GrowthSeries(root: url) }
  }
}

/// Runs `body`, turning a ``GrowthError`` into a one-line ``CLIError``.
func growth<T>(_ body: () throws -> T) throws -> T {
  do {
    return try body()
  } catch let error as GrowthError {
    throw CLIError(error.description)
  }
}

/// Runs `body`, asynchronously, turning a ``GrowthError`` into a one-line ``CLIError``.
func growth<T>(_ body: () async throws -> T) async throws -> T {
  do {
    return try await body()
  } catch let error as GrowthError {
    throw CLIError(error.description)
  }
}

/// Writes `line` to standard error: progress, kept apart from what a script prints.
func progressLine(_ line: String) {
  FileHandle.standardError.write(Data((line + "\n").utf8))
}
