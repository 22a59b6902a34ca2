import ArchLab
import ArgumentParser
import Foundation

extension ScriptError {
  /// Prints `line N: …` to standard error and gives the exit code to throw (1).
  func report() -> ExitCode {
    FileHandle.standardError.write(Data((description + "\n").utf8))
    return ExitCode.failure
  }
}
