import ArchLab
import ArgumentParser
import Foundation
import Growth
import HarnessSupport
import ScreenKit

/// `archlab run`: the app of one architecture, interactive or driven by a script.
struct RunCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "run",
    abstract: "Run the app built in one architecture.",
    discussion: """
      Commands, one per line: \(ScriptCommand.usage.joined(separator: ", ")).
      Blank lines and lines starting with # are skipped. Interactive mode also takes 'help' and 'quit'.
      """)

  @Argument(help: "The architecture: \(Architecture.allCases.map(\.rawValue).joined(separator: ", ")).")
  var architecture: Architecture

  @OptionGroup var database: DatabaseOptions

  @Option(help: "The day weeks start on: sunday or monday.")
  var firstWeekday: FirstWeekday = .sunday

  @Option(
    help:
      "Read commands from this file ('-' for standard input) instead of the keyboard; the screen is drawn only by 'print'."
  )
  var script: String?

  @Option(help: "The screen width in characters (20 to 400).")
  var width = 48

  @Option(
    help: ArgumentHelp(
      "The step of the growth series to run (0 is today's app; see archlab growth list). The step is built aside, in .build/growth/, the first time; without --db it keeps its data in archlab-step-N.sqlite beside the default file.",
      valueName: "N"))
  var step: String?

  func validate() throws {
    if let step {
      do {
        _ = try GrowthSeries(root: Self.workspace).number(step)
      } catch .noSeries(let path) {
        throw ValidationError(
          "--step: no growth series here: \(path) has no step folders (01-…); run archlab from the package root"
        )
      } catch {
        throw ValidationError("--step: \(error.description)")
      }
    }
    guard (20...400).contains(width) else {
      throw ValidationError("--width must be from 20 to 400, not \(width)")
    }
    if let script, script != "-" {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: script, isDirectory: &isDirectory), !isDirectory.boolValue,
        FileManager.default.isReadableFile(atPath: script)
      else {
        throw ValidationError(
          "--script must be a readable file, or '-' for standard input; cannot read '\(script)'")
      }
    }
  }

  /// The workspace whose growth series `--step` reads: the current directory.
  static var workspace: URL { URL(fileURLWithPath: FileManager.default.currentDirectoryPath) }

  func run() async throws {
    if let step {
      let root = Self.workspace
      let number = try growth { try GrowthSeries(root: root).number(step) }
      if number != GrowthCheckout.currentStep(root: root) {
        throw ExitCode(try await runStep(number, root: root))
      }
    }
    try await runHere()
  }

  /// Runs the app of this checkout, on the main actor, where its screens live.
  @MainActor private func runHere() throws {
    let scriptData = try script.map(readScript)
    let commands: [(line: Int, command: ScriptCommand)]?
    do { commands = try scriptData.map(ScriptParser.parse) } catch { throw error.report() }
    let store = try database.openStore()
    let dependencies = AppDependencies(
      store: store, clock: database.clock, firstWeekday: firstWeekday.weekday)
    let driver = ScreenDriver(root: architecture.makeRootViewController(dependencies), width: width)
    let runner = ScriptRunner(driver: driver) { FileHandle.standardOutput.write(Data($0.utf8)) }
    if let commands {
      do { try runner.run(commands) } catch { throw error.report() }
    } else {
      Interactive(runner: runner).run()
    }
  }

  /// Runs this command with the `archlab` built at step `number`, standard input, output
  /// and error passed through; returns its exit status.
  private func runStep(_ number: Int, root: URL) async throws -> Int32 {
    let series = try growth { try GrowthSeries(root: root) }
    let executable = try await growth {
      try await GrowthApp(tree: GrowthTree(series: series)).executable(step: number) { progressLine($0) }
    }
    var arguments = Self.removingStep(Array(CommandLine.arguments.dropFirst()))
    if database.db == nil {
      let path = DataLocation.growthDatabasePath(step: number)
      do { try DataLocation.createParentDirectory(of: path) } catch {
        throw CLIError("cannot create the folder for \(path): \(error.localizedDescription)")
      }
      arguments += ["--db", path]
    }
    do {
      return try await Shell.runAttached(executable, arguments: arguments)
    } catch {
      throw CLIError(error.description)
    }
  }

  /// `arguments` without `--step N` (or `--step=N`).
  static func removingStep(_ arguments: [String]) -> [String] {
    var kept: [String] = []
    var skipNext = false
    for argument in arguments {
      if skipNext {
        skipNext = false
        continue
      }
      if argument == "--step" {
        skipNext = true
        continue
      }
      if argument.hasPrefix("--step=") { continue }
      kept.append(argument)
    }
    return kept
  }

  private func readScript(_ path: String) throws -> Data {
    if path == "-" { return FileHandle.standardInput.readDataToEndOfFile() }
    // Read through a file handle, not FileManager.contents: that gives nothing for a file it cannot
    // size (/dev/null, a named pipe, /dev/stdin), which is still a script to read.
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw CLIError("cannot read the script \(path): no such readable file")
    }
    defer { try? handle.close() }
    do {
      return try handle.readToEnd() ?? Data()
    } catch {
      throw CLIError("cannot read the script \(path): \(error.localizedDescription)")
    }
  }
}
