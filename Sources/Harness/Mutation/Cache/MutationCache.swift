import Foundation
import HarnessSupport

/// The cached results under `Reports/mutation/`: one JSON per module, fresh while nothing
/// it depends on has changed.
///
/// A module's key hashes the engine's version, then every source file (path and content:
/// Swift and C, what is compiled) of the module's sources, its unit tests, and the configuration's shared inputs (the
/// acceptance tests and `Sources/TestSupport`), then its data folders. A result is fresh when its key is the
/// key now and it covers the suites asked for.
public enum MutationCache {
  /// The files of the code folders the key reads: those the compiler reads.
  static let compiledSuffixes = [".swift", ".c", ".h"]

  /// The key of `module`'s results in the workspace of `configuration`, as it is now.
  public static func key(of module: MutationModule, in configuration: MutationConfiguration) -> String {
    var fingerprint = InputFingerprint(header: "engine \(MutationEngine.version)\n")
    let code = [module.sourcePath, module.unitTestPath] + configuration.sharedInputs + module.inputs
    for folder in code + configuration.dataFolders {
      // In the code folders, what is compiled: a README beside the sources changes no result.
      fingerprint.add(folder: folder, in: configuration.root, skipping: ScratchPackage.kept) { path in
        (!code.contains(folder) || compiledSuffixes.contains(where: path.hasSuffix))
          && !configuration.keyExclusions.contains("\(folder)/\(path)")
      }
    }
    return fingerprint.digest
  }

  /// The results file of `module`, kept in the configuration's output folder under its key.
  static func kept(_ module: MutationModule) -> KeptResult<ModuleMutationResult> {
    KeptResult(fileName: "\(module.key).json", endsWithLineBreak: true, key: \.cacheKey)
  }

  /// The results file of `module`.
  public static func file(of module: MutationModule, in configuration: MutationConfiguration) -> URL {
    kept(module).file(in: configuration.output)
  }

  /// The cached results of `module`, or `nil` if there are none or they cannot be read.
  public static func load(_ module: MutationModule, in configuration: MutationConfiguration)
    -> ModuleMutationResult?
  {
    kept(module).load(from: configuration.output)
  }

  /// Whether `result` still holds for `module`: same engine, same inputs, and every suite
  /// of the configuration run.
  public static func isFresh(
    _ result: ModuleMutationResult, for module: MutationModule, in configuration: MutationConfiguration
  ) -> Bool {
    result.engineVersion == MutationEngine.version && result.module == module.name
      && Set(configuration.suites).isSubset(of: result.suites)
      && result.cacheKey == key(of: module, in: configuration)
  }

  /// The modules of `configuration` whose cached results are missing or stale.
  public static func staleModules(in configuration: MutationConfiguration) -> [MutationModule] {
    configuration.modules.filter { module in
      guard let result = load(module, in: configuration) else { return true }
      return !isFresh(result, for: module, in: configuration)
    }
  }

  /// Writes `result` as `<key>.json` in the configuration's output folder.
  public static func write(
    _ result: ModuleMutationResult, for module: MutationModule, in configuration: MutationConfiguration
  ) throws {
    do {
      try kept(module).save(result, in: configuration.output)
    } catch {
      throw MutationError.file("cannot write \(file(of: module, in: configuration).path): \(error)")
    }
  }
}
