import Foundation

/// Asks the person at the terminal before anything is discarded.
enum Confirmation {
  /// Whether the answer to `question` is yes: `--yes` says so up front;
  /// without a terminal to ask, the answer is no.
  static func ask(_ question: String, assumeYes: Bool) -> Bool {
    if assumeYes { return true }
    guard isatty(STDIN_FILENO) != 0 else {
      print("\(question) [y/N] — no terminal to ask; pass --yes to confirm. Nothing was changed.")
      return false
    }
    FileHandle.standardOutput.write(Data("\(question) [y/N] ".utf8))
    let answer = readLine()?.trimmingCharacters(in: .whitespaces).lowercased() ?? ""
    return answer == "y" || answer == "yes"
  }
}
