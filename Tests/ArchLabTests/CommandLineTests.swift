import ArchLab
import ArgumentParser
import Foundation
import Testing

@testable import ArchLabCLI

@Suite("Command line")
struct CommandLineTests {
  /// The message ArgumentParser would print for these arguments, or `nil` if they parse.
  func error(_ arguments: [String]) -> String? {
    do {
      _ = try ArchLabCommand.parseAsRoot(arguments)
      return nil
    } catch {
      return ArchLabCommand.fullMessage(for: error)
    }
  }

  /// Every architecture as ArgumentParser lists the valid values: `'mvc', 'mvp' … or 'viper'`
  /// up to five of them, one per line (`  - mvc`) from six on.
  static var choices: String {
    guard Architecture.allCases.count < 6 else {
      return Architecture.allCases.map { "  - \($0.rawValue)" }.joined(separator: "\n")
    }
    let names = Architecture.allCases.map { "'\($0.rawValue)'" }
    return names.dropLast().joined(separator: ", ") + " or " + names[names.count - 1]
  }

  @Test("Valid command lines parse")
  func valid() throws {
    let command = try ArchLabCommand.parseAsRoot([
      "run", "viper", "--db", ":memory:", "--today", "2024-05-15", "--first-weekday", "monday", "--width",
      "60",
    ])
    let run = try #require(command as? RunCommand)
    #expect(run.architecture == .viper)
    #expect(run.firstWeekday == .monday)
    #expect(try ArchLabCommand.parseAsRoot(["seed", "--contacts", "0", "--todos", "5"]) is SeedCommand)
    let check = try #require(
      try ArchLabCommand.parseAsRoot(["exercise", "check", "1", "--arch", "viper"]) as? ExerciseCheckCommand)
    #expect(check.selection.id == "1" && check.selection.arch == .viper)
    let verify = try #require(
      try ArchLabCommand.parseAsRoot(["exercise", "verify", "05", "--arch", "mvp", "--arch", "viper"])
        as? ExerciseVerifyCommand)
    #expect(verify.ids == ["05"] && verify.architectures == [.mvp, .viper])
    let all = try #require(try ArchLabCommand.parseAsRoot(["exercise", "verify"]) as? ExerciseVerifyCommand)
    #expect(all.architectures == Architecture.allCases)
  }

  @Test("Each architecture's module name is its folder in Sources and, with Tests, its test folder")
  func moduleNames() {
    let root = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    for architecture in Architecture.allCases {
      let module = architecture.moduleName
      #expect(module.allSatisfy { $0.isLetter || $0.isNumber }, "\(module) is a Swift module name")
      #expect(
        FileManager.default.fileExists(
          atPath: root.appending(path: "Sources/\(module)/AppBuilder.swift").path))
      #expect(FileManager.default.fileExists(atPath: root.appending(path: "Tests/\(module)Tests").path))
    }
  }

  @Test(
    "Wrong values are refused with a message giving the valid choices",
    arguments: [
      (["run", "mvvc"], Self.choices),
      (["exercise", "start", "01", "--arch", "mvcc"], Self.choices),
      (["exercise", "check", "01"], "Missing expected argument '--arch <arch>'"),
      (["exercise", "frob"], "Unexpected argument 'frob'"),
      (["run", "mvc", "--today", "2023-02-30"], "YYYY-MM-DD"),
      (["run", "mvc", "--today", "tomorrow"], "YYYY-MM-DD"),
      (["run", "mvc", "--first-weekday", "friday"], "'sunday' and 'monday'"),
      (["run", "mvc", "--width", "5"], "from 20 to 400"),
      (["run", "mvc", "--db", ""], "--db needs a file path"),
      (["seed", "--contacts", "-3", "--todos", "1"], "0 or more"),
      (["seed", "--contacts", "3", "--todos", "lots"], "--todos"),
      (["frobnicate"], "archlab <subcommand>"),
    ])
  func invalid(arguments: [String], expected: String) throws {
    let message = try #require(error(arguments))
    #expect(message.contains(expected), "\(message)")
  }
}
