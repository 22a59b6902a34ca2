import ArchLab
import Entities
import Foundation
import Storage
import TestSupport
import Testing

@MainActor
@Suite("Script runner")
struct ScriptRunnerTests {
  func run(_ script: String, on architecture: Architecture = .mvc) throws(ScriptError) -> String {
    let app = AppSession(architecture, today: .at("2024-05-15"))
    var output = ""
    try ScriptRunner(driver: app.driver) { output += $0 }.run(ScriptParser.parse(Data(script.utf8)))
    return output
  }

  @Test("print writes the screen; expect passes when the text is shown")
  func printAndExpect() throws {
    let output = try run(
      "expect No Contacts\ntap +\nfill First name: Ada\nfill Last name: Lovelace\ntap Done\nexpect Ada Lovelace\nprint\n"
    )
    #expect(output.contains("Ada Lovelace"))
    #expect(output.hasPrefix("                    Contacts                 [+]\n"))
  }

  @Test("A failing expect or a missing control names the line and what was on screen")
  func failures() {
    #expect(throws: ScriptError.self) { try run("tap +\nexpect Hello\n") }
    do {
      _ = try run("\n# comment\ntap Nope\n")
      Issue.record("a missing button was tapped")
    } catch {
      #expect(error.line == 3)
      #expect(error.message == #"no button "Nope" on screen; buttons: "+""#)
    }
    do {
      _ = try run("tap +\nexpect Grace\n")
      Issue.record("a failing expect passed")
    } catch {
      #expect(error.line == 2)
      #expect(error.message.contains("New Contact"))
    }
  }
}
