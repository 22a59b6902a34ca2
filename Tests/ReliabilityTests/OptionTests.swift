import Foundation
import TestSupport
import Testing

extension Reliability {
  /// Every subcommand given a wrong value, run as a process: a one-line error
  /// giving the valid choices, then the usage, and exit code 64 (EX_USAGE).
  @Suite(
    "Options",
    .enabled(if: ArchLabBinary.path != nil, Comment(rawValue: ArchLabBinary.missingMessage)))
  struct OptionTests {
    /// The arguments, what the error line must say, and the valid choices the
    /// message must give (on the error line or on the `Help:` line after it).
    static let cases: [(arguments: [String], error: String, choices: String)] = [
      (
        ["run", "mvvc", "--db", ":memory:"], "The value 'mvvc' is invalid for '<architecture>'",
        "'mvc', 'mvp', 'mvvm' or 'viper'"
      ),
      (
        ["run", "MVC", "--db", ":memory:"], "The value 'MVC' is invalid for '<architecture>'",
        "'mvc', 'mvp', 'mvvm' or 'viper'"
      ),
      (["run"], "Missing expected argument '<architecture>'", "mvc, mvp, mvvm, viper"),
      (
        ["run", "mvc", "--db", ":memory:", "--today", "2023-02-30"], "--today must be a real day",
        "YYYY-MM-DD, like 2024-05-15"
      ),
      (
        ["run", "mvc", "--db", ":memory:", "--today", "tomorrow"], "--today must be a real day",
        "YYYY-MM-DD, like 2024-05-15"
      ),
      (
        ["run", "mvc", "--db", ":memory:", "--first-weekday", "friday"], "The value 'friday' is invalid",
        "'sunday' and 'monday'"
      ),
      (
        ["run", "mvc", "--db", ":memory:", "--width", "5"], "--width must be from 20 to 400, not 5",
        "from 20 to 400"
      ),
      (
        ["run", "mvc", "--db", ":memory:", "--width", "wide"],
        "The value 'wide' is invalid for '--width <width>'", "(20 to 400)"
      ),
      (["run", "mvc", "--db", ""], "--db needs a file path", "or ':memory:'"),
      (
        ["run", "mvc", "--db", ":memory:", "--script", "/nonexistent/session.archlab"],
        "cannot read '/nonexistent/session.archlab'", "a readable file, or '-' for standard input"
      ),
      (
        ["run", "mvc", "--db", ":memory:", "--script", "/"], "cannot read '/'",
        "a readable file, or '-' for standard input"
      ),
      (
        ["seed", "--db", ":memory:", "--contacts", "-3", "--todos", "1"],
        "--contacts must be 0 or more, not -3", "0 or more"
      ),
      (
        ["seed", "--db", ":memory:", "--contacts", "3", "--todos", "-1"], "--todos must be 0 or more, not -1",
        "0 or more"
      ),
      (
        ["seed", "--db", ":memory:", "--contacts", "3", "--todos", "lots"],
        "The value 'lots' is invalid for '--todos <todos>'", "(0 or more)"
      ),
      (
        ["seed", "--db", ":memory:", "--todos", "3"], "Missing expected argument '--contacts <contacts>'",
        "(0 or more)"
      ),
      (
        ["seed", "--db", ":memory:", "--contacts", "3", "--todos", "1", "--today", "2024-13-01"],
        "--today must be a real day", "YYYY-MM-DD, like 2024-05-15"
      ),
      (
        ["seed", "--db", ":memory:", "--contacts", "3", "--todos", "1", "--seed", "x"],
        "The value 'x' is invalid for '--seed <seed>'", "the same seed gives the same data"
      ),
      (
        ["report", "--root", "/nonexistent"], "--root must be the ArchLab workspace",
        "the folder holding Package.swift"
      ),
    ]

    @Test("A wrong value gives one error line with the valid choices and exit code 64", arguments: cases)
    func wrongValue(arguments: [String], error: String, choices: String) throws {
      let (result, seconds) = try measureSeconds { try ChildProcess.archlab(arguments, timeout: 60) }
      let lines = result.errorLines
      let said = "archlab \(arguments.joined(separator: " ")): \(result)"
      let passed = [
        check(result.exitStatus == 64, "\(said): the exit status should be 64"),
        check(result.standardOutput.isEmpty, "\(said): nothing should go to standard output"),
        check(
          lines.first?.hasPrefix("Error: ") == true && lines.first?.contains(error) == true,
          "\(said): the first line should be the error, saying \(error)"),
        check(
          lines.prefix(2).contains { $0.contains(choices) },
          "\(said): the valid choices (\(choices)) should be given"),
        check(
          lines.dropFirst().allSatisfy {
            $0.hasPrefix("Help: ") || $0.hasPrefix("Usage: ") || $0.hasPrefix(" ")
          }
            && lines.contains { $0.hasPrefix("Usage: ") },
          "\(said): one error line, then only help and usage"),
      ].allSatisfy { $0 }

      var figures = CheckFigures("options")
      figures.count(passed)
      figures.seconds = seconds
      Figures.record(figures) { figures in
        "wrong values given to archlab run, seed and report: \(figures.tried); refused with one error line giving the "
          + "valid choices and exit code 64: \(figures.passed)"
      }
    }
  }
}
