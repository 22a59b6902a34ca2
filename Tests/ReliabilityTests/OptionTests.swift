import ArchLab
import Foundation
import ReliabilitySupport
import TestSupport
import Testing

extension Reliability {
  /// Every subcommand given a wrong value, run as a process: an error giving
  /// the valid choices, then the usage, and exit code 64 (EX_USAGE).
  @Suite(
    "Options",
    .enabled(if: ArchLabBinary.path != nil, Comment(rawValue: ArchLabBinary.missingMessage)))
  struct OptionTests {
    /// Every architecture's name as the error lists the valid ones: quoted on the
    /// error line, or, from six values on, one per line after it (ArgumentParser's way).
    static let quotedArchitectures =
      Architecture.allCases.count < 6
      ? Architecture.allCases.map { "'\($0.rawValue)'" } : Architecture.allCases.map { "  - \($0.rawValue)" }
    /// An architecture's name, for the options that are not about the architecture.
    static let first = Architecture.allCases[0].rawValue
    /// A name that is no architecture: the first one's name with a letter added.
    static let misspelled = Architecture.allCases[0].rawValue + "x"
    /// An architecture's name in capitals, which the command line does not take.
    static let capitalized = Architecture.allCases[0].rawValue.uppercased()

    /// The arguments, what the error line must say, and the valid choices the
    /// message must give, each of them (in the error, before the usage, or on the `Help:` line).
    static let cases: [(arguments: [String], error: String, choices: [String])] = [
      (
        ["run", misspelled, "--db", ":memory:"], "The value '\(misspelled)' is invalid for '<architecture>'",
        quotedArchitectures
      ),
      (
        ["run", capitalized, "--db", ":memory:"],
        "The value '\(capitalized)' is invalid for '<architecture>'",
        quotedArchitectures
      ),
      (
        ["run"], "Missing expected argument '<architecture>'",
        [Architecture.allCases.map(\.rawValue).joined(separator: ", ")]
      ),
      (
        ["run", first, "--db", ":memory:", "--today", "2023-02-30"], "--today must be a real day",
        ["YYYY-MM-DD, like 2024-05-15"]
      ),
      (
        ["run", first, "--db", ":memory:", "--today", "tomorrow"], "--today must be a real day",
        ["YYYY-MM-DD, like 2024-05-15"]
      ),
      (
        ["run", first, "--db", ":memory:", "--first-weekday", "friday"], "The value 'friday' is invalid",
        ["'sunday' and 'monday'"]
      ),
      (
        ["run", first, "--db", ":memory:", "--width", "5"], "--width must be from 20 to 400, not 5",
        ["from 20 to 400"]
      ),
      (
        ["run", first, "--db", ":memory:", "--width", "wide"],
        "The value 'wide' is invalid for '--width <width>'", ["(20 to 400)"]
      ),
      (["run", first, "--db", ""], "--db needs a file path", ["or ':memory:'"]),
      (
        ["run", first, "--db", ":memory:", "--script", "/nonexistent/session.archlab"],
        "cannot read '/nonexistent/session.archlab'", ["a readable file, or '-' for standard input"]
      ),
      (
        ["run", first, "--db", ":memory:", "--script", "/"], "cannot read '/'",
        ["a readable file, or '-' for standard input"]
      ),
      (
        ["seed", "--db", ":memory:", "--contacts", "-3", "--todos", "1"],
        "--contacts must be 0 or more, not -3", ["0 or more"]
      ),
      (
        ["seed", "--db", ":memory:", "--contacts", "3", "--todos", "-1"], "--todos must be 0 or more, not -1",
        ["0 or more"]
      ),
      (
        ["seed", "--db", ":memory:", "--contacts", "3", "--todos", "lots"],
        "The value 'lots' is invalid for '--todos <todos>'", ["(0 or more)"]
      ),
      (
        ["seed", "--db", ":memory:", "--todos", "3"], "Missing expected argument '--contacts <contacts>'",
        ["(0 or more)"]
      ),
      (
        ["seed", "--db", ":memory:", "--contacts", "3", "--todos", "1", "--today", "2024-13-01"],
        "--today must be a real day", ["YYYY-MM-DD, like 2024-05-15"]
      ),
      (
        ["seed", "--db", ":memory:", "--contacts", "3", "--todos", "1", "--seed", "x"],
        "The value 'x' is invalid for '--seed <seed>'", ["the same seed gives the same data"]
      ),
      (
        ["report", "--root", "/nonexistent"], "--root must be the ArchLab workspace",
        ["the folder holding Package.swift"]
      ),
      (
        ["run", first, "--db", ":memory:", "--step", "9"], "no step 9 in the growth series",
        ["steps: 0…\(lastStep) (0 is today's app)"]
      ),
      (
        ["run", misspelled, "--db", ":memory:", "--step", "2"],
        "The value '\(misspelled)' is invalid for '<architecture>'", quotedArchitectures
      ),
      (
        ["growth", "step", "9", "--root", workspace], "no step 9 in the growth series",
        ["steps: 0…\(lastStep)"]
      ),
      (
        ["growth", "step", "two", "--root", workspace], "no step two in the growth series",
        ["steps: 0…\(lastStep)"]
      ),
      (
        ["growth", "verify", "--step", "7", "--root", workspace], "no step 7 in the growth series",
        ["steps: 0…\(lastStep)"]
      ),
      (
        ["mutate", "--step", "9", "--root", workspace], "no step 9 in the growth series",
        ["steps: 0…\(lastStep)"]
      ),
    ]

    /// The package root, where `archlab run --step` finds the growth series (the tests run there).
    static let workspace = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().path
    /// The growth series' last step: its number of step folders (`01-…`) in `Workshop/Growth`.
    static let lastStep =
      ((try? FileManager.default.contentsOfDirectory(atPath: workspace + "/Workshop/Growth")) ?? [])
      .filter { $0.range(of: #"^\d\d-"#, options: .regularExpression) != nil }.count

    @Test("A wrong value gives an error with the valid choices and exit code 64", arguments: cases)
    func wrongValue(arguments: [String], error: String, choices: [String]) throws {
      try Figures.recording(.options) { figures in
        let result = try ChildProcess.archlab(arguments, timeout: 60)
        let lines = result.errorLines
        let command = "archlab \(arguments.joined(separator: " "))"
        let passed = [
          check(result.exitStatus == 64, "\(command): the exit status should be 64 (\(result))"),
          check(
            result.standardOutput.isEmpty, "\(command): nothing should go to standard output (\(result))"),
          check(
            lines.first?.hasPrefix("Error: ") == true && lines.first?.contains(error) == true,
            "\(command): the first line should be the error, saying \(error) (\(result))"),
          check(
            choices.allSatisfy { choice in
              lines.prefix { !$0.hasPrefix("Usage: ") }.contains { $0.contains(choice) }
            },
            "\(command): the valid choices (\(choices.joined(separator: ", "))) should be given (\(result))"),
          check(
            lines.dropFirst().allSatisfy {
              $0.hasPrefix("Help: ") || $0.hasPrefix("Usage: ") || $0.hasPrefix(" ")
            }
              && lines.contains { $0.hasPrefix("Usage: ") },
            "\(command): the error, then only the choices, help and usage (\(result))"),
        ].allSatisfy { $0 }
        figures.count(passed)
      }
    }

    @Test(
      "A script that is no regular file is read all the same: /dev/null is an empty script, a named pipe what is written to it"
    )
    func scriptNotARegularFile() throws {
      let empty = try ChildProcess.archlab(
        ["run", Self.first, "--db", ":memory:", "--script", "/dev/null"], timeout: 60)
      #expect(empty.exitStatus == 0 && empty.standardError.isEmpty, "\(empty)")
      let folder = FileManager.default.temporaryDirectory.appending(path: "archlab-pipe-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: folder) }
      let pipe = folder.appending(path: "session.archlab")
      try #require(mkfifo(pipe.path, 0o600) == 0)
      // The writer blocks on opening the pipe until archlab opens it to read.
      let writer = Thread {
        if let handle = FileHandle(forWritingAtPath: pipe.path) {
          handle.write(Data("tap +\nprint\n".utf8))
          try? handle.close()
        }
      }
      writer.start()
      let played = try ChildProcess.archlab(
        ["run", Self.first, "--db", ":memory:", "--script", pipe.path], timeout: 60)
      #expect(played.exitStatus == 0, "\(played)")
      #expect(played.standardOutput.contains("New Contact"), "\(played)")
    }

    /// The report's line for this check.
    static func detail(_ figures: CheckFigures) -> String {
      "wrong values given to archlab run, seed, report and growth: \(figures.tried); refused with an error giving the "
        + "valid choices and exit code 64: \(figures.passed)"
    }
  }
}
