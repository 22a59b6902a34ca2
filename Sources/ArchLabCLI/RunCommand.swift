import ArchLab
import ArgumentParser
import Foundation
import ScreenKit

/// `archlab run`: the app of one architecture, interactive or driven by a script.
struct RunCommand: ParsableCommand {
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

  func validate() throws {
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

  func run() throws {
    let scriptData = try script.map(readScript)
    let commands: [(line: Int, command: ScriptCommand)]?
    do { commands = try scriptData.map(ScriptParser.parse) } catch { throw error.report() }
    let store = try database.openStore()
    let dependencies = AppDependencies(
      store: store, clock: database.clock, firstWeekday: firstWeekday.weekday)
    try MainActor.assumeIsolated {
      let driver = ScreenDriver(root: architecture.makeRootViewController(dependencies), width: width)
      let runner = ScriptRunner(driver: driver) { FileHandle.standardOutput.write(Data($0.utf8)) }
      if let commands {
        do { try runner.run(commands) } catch let error as ScriptError { throw error.report() }
      } else {
        Interactive(runner: runner).run()
      }
    }
  }

  private func readScript(_ path: String) throws -> Data {
    if path == "-" { return FileHandle.standardInput.readDataToEndOfFile() }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw CLIError("cannot read the script \(path): no such readable file")
    }
    return data
  }
}
