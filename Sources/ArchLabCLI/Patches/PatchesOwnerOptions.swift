import ArchLab
import ArgumentParser
import Patches

/// `--arch` and `--shared`, shared by the patches commands: whose patches they take.
struct PatchesOwnerOptions: ParsableArguments {
  @Option(
    name: .customLong("arch"),
    help:
      "An architecture whose patches to take (repeat for several; every one and the shared patches by default)."
  )
  var architectures: [Architecture] = []

  @Flag(help: "Take the shared patches (shared.patch), beside any --arch given; with neither, all are taken.")
  var shared = false

  /// The owners chosen: every one when none is named.
  var owners: [PatchOwner] {
    if architectures.isEmpty && !shared { return PatchOwner.all }
    return architectures.map(PatchOwner.module) + (shared ? [.shared] : [])
  }

  /// Whether any owner was named.
  var isSet: Bool { !architectures.isEmpty || shared }
}

/// Runs `body`, turning a ``PatchesError`` into a one-line ``CLIError``.
func patches<T>(_ body: () throws -> T) throws -> T {
  do {
    return try body()
  } catch let error as PatchesError {
    throw CLIError(error.description)
  }
}

/// Runs `body`, asynchronously, turning a ``PatchesError`` into a one-line ``CLIError``.
func patches<T>(_ body: () async throws -> T) async throws -> T {
  do {
    return try await body()
  } catch let error as PatchesError {
    throw CLIError(error.description)
  }
}
