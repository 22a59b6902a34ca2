import ArchLab
import Entities
import Foundation
import ReliabilitySupport
import ScreenKit
import Storage
import TestSupport
import Testing

extension Reliability {
  /// Random Unicode through the add forms of every architecture, and random
  /// bytes through the script parser, from fixed seeds: nothing crashes, every
  /// refusal is a documented alert or a `line N:` error, and every accepted
  /// value is stored exactly as typed, trimmed.
  @MainActor
  @Suite("Hostile input")
  struct HostileInputTests {
    let today = Day.at("2024-05-15")
    /// Random inputs through the forms, all architectures together.
    static let formInputs = 10_000
    /// Inputs per form and architecture: the forms' share, split evenly.
    static let inputsPerForm =
      (formInputs + 2 * Architecture.allCases.count - 1) / (2 * Architecture.allCases.count)
    /// Inputs given to one app before a fresh one takes over: the lists stay
    /// short, so that the time grows with the inputs, not with their square.
    static let inputsPerSession = 100

    /// A seed per architecture, so each gets its own inputs, the same on every run.
    func seed(_ architecture: Architecture, _ salt: UInt64) -> UInt64 {
      UInt64(Architecture.allCases.firstIndex(of: architecture)! + 1) &* 0x5851_F42D_4C95_7F2D ^ salt
    }

    /// Back to the list from wherever a surprise left the app.
    func recover(_ app: AppSession, list: String) {
      if app.screen.alert != nil { try? app.driver.tap("OK") }
      if app.screen.title != list { try? app.driver.tap("Cancel") }
    }

    /// Checks what the screen shows after Done or Save against the verdict;
    /// returns whether it matched, and leaves the app on its list.
    func expectOutcome(
      _ verdict: InputRules.Verdict, on app: AppSession, list: String, fields: [(String, String)],
      input: String
    ) -> Bool {
      let screen = app.screen
      var passed = true
      if let alert = screen.alert {
        let message = alert.message ?? ""
        let documented =
          InputRules.documentedMessages.contains(message) || message.hasPrefix("Cannot save to :memory:")
        passed = check(documented, "\(input): the alert \(shown(message)) is none of the documented ones")
      }
      switch verdict {
      case .accepted:
        passed =
          check(
            screen.alert == nil, "\(input) should be saved, got alert \(String(describing: screen.alert))")
          && passed
          && check(
            screen.title == list, "\(input) should be saved and the form dismissed; screen: \(app.text)")
      case .refused(let message):
        passed =
          check(
            screen.alert == .init(title: "Error", message: message, actions: ["OK"]),
            "\(input) should be refused with \(shown(message)), got \(String(describing: screen.alert))")
          && check((try? app.driver.tap("OK")) != nil, "\(input): OK should close the alert") && passed
        for (label, typed) in fields where passed {
          passed = check(
            app.screen.fieldText(label) == typed, "\(input): the form should keep what was typed in \(label)")
        }
        passed =
          check((try? app.driver.tap("Cancel")) != nil, "\(input): Cancel should close the form") && passed
      case .refusedByStorage:
        let message = screen.alert?.message ?? ""
        passed =
          check(screen.alert?.title == "Error", "\(input) should be refused by storage with an Error alert")
          && passed
          && check(
            message.hasPrefix("Cannot save to :memory:") && message.hasSuffix("Nothing was written."),
            "\(input): the storage alert should name the file and say nothing was written: \(shown(message))")
      }
      recover(app, list: list)
      return passed
    }

    @Test(
      "Random Unicode typed into New Contact is refused with a documented alert or stored exactly, trimmed",
      arguments: Architecture.allCases)
    func contacts(architecture: Architecture) throws {
      try Figures.recording(.hostileInput) { figures in
        var random = SeededGenerator(seed: seed(architecture, 0xC0_47AC_7))
        for batch in stride(from: 1, through: Self.inputsPerForm, by: Self.inputsPerSession) {
          let app = AppSession(architecture, today: today)
          var expected: [[String]] = []
          for number in batch...min(batch + Self.inputsPerSession - 1, Self.inputsPerForm) {
            let first = HostileText.make(limit: 100, &random)
            let last = HostileText.make(limit: 100, &random)
            let verdict = InputRules.contact(firstName: first, lastName: last)
            try app.addContact(first, last)
            let input = "\(architecture) contact #\(number) (\(shown(first)), \(shown(last)))"
            let passed = expectOutcome(
              verdict, on: app, list: "Contacts", fields: [("First name", first), ("Last name", last)],
              input: input)
            tally(verdict, passed: passed, into: &figures) { expected.append($0) }
          }
          let stored = try app.store.allContacts().map { [$0.firstName, $0.lastName] }
          compare(stored: stored, expected: expected, what: "\(architecture) contact", into: &figures)
        }
      }
    }

    @Test(
      "Random Unicode and dates typed into Add Item are refused with a documented alert or stored exactly",
      arguments: Architecture.allCases)
    func items(architecture: Architecture) throws {
      try Figures.recording(.hostileInput) { figures in
        var random = SeededGenerator(seed: seed(architecture, 0x17E_45))
        for batch in stride(from: 1, through: Self.inputsPerForm, by: Self.inputsPerSession) {
          let app = AppSession(architecture, today: today)
          try app.driver.selectTab("Upcoming")
          var expected: [[String]] = []
          for number in batch...min(batch + Self.inputsPerSession - 1, Self.inputsPerForm) {
            let name = HostileText.make(limit: 200, &random)
            let due = random.chance(20) ? nil : HostileText.dueDate(&random)
            let verdict = InputRules.item(name: name, dueDate: due, today: today)
            try app.addItem(name, due: due)
            let input = "\(architecture) item #\(number) (\(shown(name)), \(due.map(shown) ?? "today"))"
            let passed = expectOutcome(
              verdict, on: app, list: "Upcoming",
              fields: [("Name", name), ("Due date", due ?? today.description)], input: input)
            tally(verdict, passed: passed, into: &figures) { expected.append($0) }
          }
          let stored = try app.store.items(dueFrom: .at("0001-01-01"), through: .at("9999-12-31")).map {
            [$0.title, $0.dueDate.description]
          }
          compare(stored: stored, expected: expected, what: "\(architecture) item", into: &figures)
        }
      }
    }

    /// Counts an input by its verdict; `accepted` takes the values to be stored.
    func tally(
      _ verdict: InputRules.Verdict, passed: Bool, into figures: inout CheckFigures,
      accepted: ([String]) -> Void
    ) {
      figures.count(passed)
      figures.add(1, to: "formInputs")
      switch verdict {
      case .accepted(let values):
        accepted(values)
        figures.add(1, to: "accepted")
      case .refused: figures.add(1, to: "refusedByRule")
      case .refusedByStorage: figures.add(1, to: "refusedByStorage")
      }
    }

    /// Compares the rows read back from the database with the accepted inputs, trimmed, in order.
    func compare(stored: [[String]], expected: [[String]], what: String, into figures: inout CheckFigures) {
      check(stored.count == expected.count, "\(stored.count) \(what)s stored, \(expected.count) accepted")
      for (index, (row, values)) in zip(stored, expected).enumerated() where row != values {
        check(false, "stored \(what) \(index) is \(row.map(shown)), typed (trimmed) \(values.map(shown))")
      }
      let exact = zip(stored, expected).filter { $0.0 == $0.1 }.count
      figures.add(stored.count == expected.count ? exact : 0, to: "roundTripped")
    }

    @Test(
      "Random bytes and invalid UTF-8 given to the script parser give commands or a line N: error, never a crash"
    )
    func scripts() throws {
      try Figures.recording(.hostileInput) { figures in
        var random = SeededGenerator(seed: 0x5C_819_7)
        for number in 1...2000 {
          let script = RandomScript.make(&random)
          figures.count(RandomScript.expectParsed(script, input: "script #\(number)"))
          figures.add(1, to: "scripts")
        }
      }
    }

    @Test(
      "A script argument may start with a combining mark, a joiner or an emoji modifier (found by the fuzzer)",
      arguments: [
        ("tap \u{200D}Done", ScriptCommand.tap("\u{200D}Done")),
        ("select \u{1F3FB} row", .select("\u{1F3FB} row")),
        ("fill Name: \u{301}e", .fill(label: "Name", text: "\u{301}e")),
        ("fill Name:\u{301}e", .fill(label: "Name", text: "\u{301}e")),
        ("fill Na\u{301}me: x", .fill(label: "Na\u{301}me", text: "x")),
      ])
    func separatorsBeforeExtenders(line: String, command: ScriptCommand) throws {
      // Read as characters, the separator and the mark are one character and
      // the separator is not found: "unknown command", or a space kept.
      #expect(try ScriptParser.parse(line: line, number: 1) == command)
      #expect(try ScriptParser.parse(line: "#\u{301} a comment", number: 1) == nil)
    }

    @Test(
      "Random scripts and hostile names through archlab run end as the parser and the input rules say, never in a crash",
      .enabled(if: ArchLabBinary.path != nil, Comment(rawValue: ArchLabBinary.missingMessage)),
      arguments: Architecture.allCases)
    func scriptsThroughTheCommandLine(architecture: Architecture) throws {
      try Figures.recording(.hostileInput) { figures in
        var random = SeededGenerator(seed: seed(architecture, 0xC_11))
        let arguments = [
          "run", architecture.rawValue, "--db", ":memory:", "--today", today.description, "--script", "-",
        ]
        for number in 1...3 {
          // Random lines: the process ends as the parser says, or at a command that fails.
          let script = RandomScript.make(&random)
          let result = try ChildProcess.archlab(arguments, input: script.data, timeout: 60)
          let said = "\(architecture) random script #\(number): \(result)"
          let firstLine = result.errorLines.first ?? ""
          figures.add(result.signal == nil ? 0 : 1, to: "crashes")
          var passed = check(
            result.signal == nil && [0, 1].contains(result.exitStatus), "\(said): it crashed")
          do throws(ScriptError) {
            let commands = try ScriptParser.parse(script.data)
            passed =
              check(
                result.exitStatus == 0
                  || commands.contains { firstLine.hasPrefix("line \($0.line): ") },
                "\(said): a failure should name one of the script's command lines") && passed
          } catch {
            passed =
              check(
                result.exitStatus == 1 && firstLine == error.description,
                "\(said): should stop with \(shown(error.description))") && passed
          }
          figures.count(passed)
          figures.add(1, to: "commandLineRuns")

          // A contact typed through the script: saved and listed, or the documented alert.
          let first = RandomScript.without(["\n", "\r"], HostileText.make(limit: 100, &random))
          let last = RandomScript.without(["\n", "\r"], HostileText.make(limit: 100, &random))
          let expected: String =
            switch InputRules.contact(firstName: first, lastName: last) {
            case .accepted(let names): names.joined(separator: " ")
            case .refused(let message): message
            case .refusedByStorage: "Nothing was written."
            }
          let form =
            "tap +\nfill First name: \(first)\nfill Last name: \(last)\ntap Done\nexpect \(expected)\n"
          let formResult = try ChildProcess.archlab(arguments, input: form, timeout: 60)
          figures.add(formResult.signal == nil ? 0 : 1, to: "crashes")
          figures.count(
            check(
              formResult.exitStatus == 0 && formResult.standardError.isEmpty,
              "\(architecture) contact (\(shown(first)), \(shown(last))) should show \(shown(expected)): \(formResult)"
            ))
          figures.add(1, to: "commandLineRuns")
        }
      }
    }

    /// The report's line for this check.
    nonisolated static func detail(_ figures: CheckFigures) -> String {
      let number = figures.number
      return
        "random inputs: \(figures.tried) (\(number("formInputs")) through the add forms of every architecture, "
        + "in process; \(number("scripts")) scripts through ScriptParser; \(number("commandLineRuns")) scripts "
        + "through archlab run); passed: \(figures.passed); crashes of archlab run: \(number("crashes")); "
        + "accepted and read back from the database exactly as typed, trimmed: \(number("roundTripped")) of "
        + "\(number("accepted")); refused with a documented alert: \(number("refusedByRule")) by the input "
        + "rules, \(number("refusedByStorage")) by the schema's limits"
    }
  }
}
