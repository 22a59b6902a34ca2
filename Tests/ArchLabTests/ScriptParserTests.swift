import ArchLab
import Foundation
import Testing

@Suite("Script parser")
struct ScriptParserTests {
  @Test("Parses every command; fill keeps the rest of the line verbatim")
  func commands() throws {
    let script = """
      # a comment

      tab Upcoming
      tap +
      fill First name: Zoé
      fill Name:   two leading spaces kept after the first\t
      fill Last name:
      fill Due date: a: b
      select Ada Lovelace
      swipe Ada Lovelace: Delete
      scroll down
      scroll up
      print
      expect No Contacts
      """
    let parsed = try ScriptParser.parse(Data(script.utf8))
    #expect(parsed.map(\.line) == [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14])
    #expect(
      parsed.map(\.command) == [
        .tab("Upcoming"), .tap("+"), .fill(label: "First name", text: "Zoé"),
        .fill(label: "Name", text: "  two leading spaces kept after the first\t"),
        .fill(label: "Last name", text: ""), .fill(label: "Due date", text: "a: b"),
        .select("Ada Lovelace"), .swipe(row: "Ada Lovelace", action: "Delete"), .scroll(pages: 1),
        .scroll(pages: -1), .print, .expect("No Contacts"),
      ])
  }

  @Test("Windows line endings are accepted")
  func crlf() throws {
    let parsed = try ScriptParser.parse(Data("tap +\r\nprint\r\n".utf8))
    #expect(parsed.map(\.command) == [.tap("+"), .print])
  }

  @Test(
    "A malformed line is an error naming its line",
    arguments: [
      ("tap +\nfrobnicate now\n", 2, "unknown command \"frobnicate\""),
      ("\n\ntap\n", 3, "tap needs an argument"),
      ("fill Name Ada\n", 1, "fill needs a colon"),
      ("swipe Ada Lovelace\n", 1, "swipe needs a colon after the row"),
      ("print\nprint me\n", 2, "print takes no argument"),
      ("scroll sideways\n", 1, "scroll takes down or up"),
      ("TAP +\n", 1, "unknown command \"TAP\""),
    ])
  func errors(script: String, line: Int, message: String) {
    #expect {
      _ = try ScriptParser.parse(Data(script.utf8))
    } throws: { error in
      guard let error = error as? ScriptError else { return false }
      return error.line == line && error.message.contains(message)
        && error.description.hasPrefix("line \(line): ")
    }
  }

  @Test("Invalid UTF-8 is reported with its line, not decoded into something else")
  func invalidUTF8() {
    var data = Data("tap +\nfill Name: ".utf8)
    data.append(contentsOf: [0xC3, 0x28, 0xFF])
    data.append(Data("\nprint\n".utf8))
    #expect(throws: ScriptError(line: 2, message: "not valid UTF-8 text")) {
      _ = try ScriptParser.parse(data)
    }
  }

  @Test("Unknown-command errors list the valid commands")
  func listsCommands() {
    do {
      _ = try ScriptParser.parse(line: "jump", number: 1)
      Issue.record("jump was accepted")
    } catch {
      for command in ScriptCommand.usage { #expect(error.message.contains(command)) }
    }
  }
}
