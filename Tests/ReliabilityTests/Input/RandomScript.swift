import ArchLab
import Foundation
import TestSupport
import Testing

/// Random scripts as bytes, each line made with what the parser must make of it.
enum RandomScript {
  /// What one line must give.
  enum Expectation: Equatable {
    /// This command.
    case command(ScriptCommand)
    /// Nothing: a blank or comment line.
    case skipped
    /// A `line N:` error whose message starts with this.
    case error(String)
    /// Random bytes that happen to be UTF-8: whatever `parse(line:number:)` says.
    case unpredictable
  }

  /// A script: its bytes, and what each of its lines must give.
  struct Script {
    var data = Data()
    var lines: [Expectation] = []
  }

  static let labels = ["Name", "First name", "Last name", "Due date", "", "Nom de famille", "名前", "x y z"]
  static let invalidUTF8: [[UInt8]] = [
    [0x80], [0xBF], [0xC0, 0xAF], [0xC1, 0xBF], [0xE0, 0x80, 0xAF], [0xED, 0xA0, 0x80], [0xED, 0xBF, 0xBF],
    [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80, 0x80, 0x80], [0xFE], [0xFF], [0xE2, 0x82], [0xF0, 0x9F, 0x98],
    [0xC3], [0xF8, 0x88, 0x80, 0x80, 0x80],
  ]

  /// A hostile argument: never empty, never holding a line feed or a carriage return.
  static func argument(_ random: inout SeededGenerator) -> String {
    while true {
      let text = (0..<random.int(in: 1...6)).map { _ in HostileText.piece(&random) }.joined()
      let kept = without(["\n", "\r"], text)
      if !kept.isEmpty { return kept }
    }
  }

  /// `text` without the scalars `removed` (by scalar: `"\r\n"` is one character, which a
  /// character-wise replacement of `"\n"` would not touch).
  static func without(_ removed: Set<Unicode.Scalar>, _ text: String) -> String {
    String(String.UnicodeScalarView(text.unicodeScalars.filter { !removed.contains($0) }))
  }

  /// Blank characters as the parser's `.whitespaces` sees them (tab and category Zs).
  static let blanks = [" ", "\t", "\u{A0}", "\u{3000}", "\u{2003}"]

  /// One line's text (without its line break) and what it must give.
  static func line(_ random: inout SeededGenerator) -> ([UInt8], Expectation) {
    let indent = (0..<random.int(in: 0...2)).map { _ in random.pick([" ", "\t"]) }.joined()
    func text(_ string: String, _ expectation: Expectation) -> ([UInt8], Expectation) {
      (Array((indent + string).utf8), expectation)
    }
    switch random.int(in: 0...19) {
    case 0...1:
      let argument = argument(&random)
      return text("tap " + argument, .command(.tap(argument)))
    case 2:
      let argument = argument(&random)
      return text("tab " + argument, .command(.tab(argument)))
    case 3:
      let argument = argument(&random)
      return text("select " + argument, .command(.select(argument)))
    case 4:
      let argument = argument(&random)
      return text("expect " + argument, .command(.expect(argument)))
    case 5...6:
      let label = random.chance(70) ? random.pick(labels) : without([":"], argument(&random))
      let value = random.chance(10) ? "" : argument(&random)
      return text("fill \(label): \(value)", .command(.fill(label: label, text: value)))
    case 7: return text("print", .command(.print))
    case 8:
      let up = random.chance(50)
      return text("scroll " + (up ? "up" : "down"), .command(.scroll(pages: up ? -1 : 1)))
    case 9:
      let blank = (0..<random.int(in: 0...3)).map { _ in random.pick(blanks) }.joined()
      return (Array(blank.utf8), .skipped)
    case 10: return text("#" + argument(&random), .skipped)
    case 11:
      // A valid start, bytes that are not UTF-8, maybe more after.
      var bytes = Array((indent + random.pick(["tap ", "fill Name: ", "", "# "])).utf8)
      bytes += random.pick(invalidUTF8)
      if random.chance(50) { bytes += Array(argument(&random).utf8) }
      return (bytes, .error("not valid UTF-8 text"))
    case 12:
      let keyword = random.pick(["frobnicate", "TAP", "Tap", "taps", "fil", "quit", "help", "💥", "DROP"])
      return text(keyword + (random.chance(50) ? " " + argument(&random) : ""), .error("unknown command"))
    case 13:
      let keyword = random.pick(["tap", "tab", "select", "expect", "fill"])
      return text(keyword + random.pick(["", " "]), .error("\(keyword) needs an argument"))
    case 14: return text("print " + argument(&random), .error("print takes no argument"))
    case 15:
      let direction = random.pick(["sideways", "Down", "", "down down", "up "])
      return text("scroll " + direction, .error("scroll takes down or up"))
    case 16:
      let label = random.pick(labels.filter { !$0.isEmpty })
      return text("fill " + label, .error("fill needs a colon"))
    default:
      // Random bytes (no line feed): UTF-8 or not, by luck.
      let bytes = (0..<random.int(in: 1...40)).map { _ in
        let byte = UInt8(truncatingIfNeeded: random.next())
        return byte == 0x0A ? 0x0B : byte
      }
      return (
        bytes, bytes.trimmedCarriageReturn.strictUTF8 == nil ? .error("not valid UTF-8 text") : .unpredictable
      )
    }
  }

  /// A script of up to 30 lines, with `\n` or `\r\n` line ends.
  static func make(_ random: inout SeededGenerator) -> Script {
    var script = Script()
    let count = random.int(in: 0...30)
    var endsWithLineFeed = false
    for index in 0..<count {
      let (bytes, expectation) = line(&random)
      script.data.append(contentsOf: bytes)
      script.lines.append(expectation)
      endsWithLineFeed = index < count - 1 || random.chance(50)
      if endsWithLineFeed { script.data.append(contentsOf: random.chance(30) ? [0x0D, 0x0A] : [0x0A]) }
    }
    // The parser counts the empty text after a final line feed (or of an empty script) as a line.
    if endsWithLineFeed || count == 0 { script.lines.append(.skipped) }
    return script
  }

  /// Parses `script` and checks the result against what its lines must give.
  static func expectParsed(_ script: Script, input: String) -> Bool {
    var expected: [(line: Int, command: ScriptCommand)] = []
    var expectedError: (line: Int, message: String)?
    let rawLines = script.data.split(separator: 0x0A, omittingEmptySubsequences: false)
    guard
      check(
        rawLines.count == script.lines.count,
        "\(input): \(rawLines.count) lines, expected \(script.lines.count)")
    else { return false }
    for (index, (raw, expectation)) in zip(rawLines, script.lines).enumerated() {
      let number = index + 1
      switch expectation {
      case .command(let command): expected.append((number, command))
      case .skipped: break
      case .error(let message): expectedError = (number, message)
      case .unpredictable:
        let text = Array(raw).trimmedCarriageReturn.strictUTF8 ?? ""
        do {
          if let command = try ScriptParser.parse(line: text, number: number) {
            expected.append((number, command))
          }
        } catch {
          expectedError = (number, error.message)
        }
      }
      if expectedError != nil { break }
    }
    do {
      let commands = try ScriptParser.parse(script.data)
      if let expectedError {
        return check(
          false,
          "\(input): expected line \(expectedError.line): \(expectedError.message)…, got \(commands.count) commands"
        )
      }
      let same =
        commands.count == expected.count
        && zip(commands, expected).allSatisfy { $0.line == $1.line && $0.command == $1.command }
      return check(
        same,
        "\(input): parsed \(commands.map { "\($0.line): \($0.command)" }), expected \(expected.map { "\($0.line): \($0.command)" })"
      )
    } catch {
      guard let expectedError else {
        return check(
          false, "\(input): expected \(expected.count) commands, got \(error.description.prefix(300))")
      }
      return check(
        error.line == expectedError.line && error.message.hasPrefix(expectedError.message)
          && error.description.hasPrefix("line \(expectedError.line): "),
        "\(input): expected line \(expectedError.line): \(expectedError.message)…, got \(error.description.prefix(300))"
      )
    }
  }
}
