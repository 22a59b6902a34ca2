import ArchLab
import Foundation

/// The interactive loop: draw the screen, read a command, do it, draw again.
@MainActor
struct Interactive {
  let runner: ScriptRunner

  func run() {
    var number = 0
    write(runner.driver.text)
    while true {
      write("> ")
      guard let line = readLine(strippingNewline: true) else { return write("\n") }
      number += 1
      switch line.trimmingCharacters(in: .whitespaces) {
      case "quit", "exit": return
      case "help":
        write("Commands: \(ScriptCommand.usage.joined(separator: ", ")), help, quit\n")
        continue
      default: break
      }
      do {
        if let command = try ScriptParser.parse(line: line, number: number) {
          if command != .print { try runner.run(command, line: number) }
          write(runner.driver.text)
        }
      } catch {
        write("\(error.message)\n")
      }
    }
  }

  private func write(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
  }
}
