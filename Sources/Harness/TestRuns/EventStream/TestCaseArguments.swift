import Foundation

/// The arguments one case of a parameterized test ran with, as Swift Testing
/// shows them (`.mvp`, `"x"`), with the function's labels when they match.
public struct TestCaseArguments: Sendable, Equatable {
  /// Each argument's value as shown, in order.
  public var values: [String]
  /// The labels of the values, in the same order; empty when they could not be matched.
  public var labels: [String]

  /// Splits `displayName` (`.mvvm, "a, b"`) into values, commas inside quotes
  /// and brackets kept, and labels them with `labels` when the counts agree.
  public init(displayName: String, labels: [String]) {
    values = Self.split(displayName)
    self.labels = values.count == labels.count ? labels : []
  }

  /// The value of the argument labeled `label`, if there is one.
  public func value(labeled label: String) -> String? {
    labels.firstIndex(of: label).map { values[$0] }
  }

  /// The top-level, comma-separated parts of `text`.
  static func split(_ text: String) -> [String] {
    var parts: [String] = []
    var current = ""
    var depth = 0
    var quote = QuoteState.outside
    for character in text {
      quote = quote.after(character)
      if quote == .outside {
        if "([{".contains(character) { depth += 1 }
        if ")]}".contains(character) { depth = max(depth - 1, 0) }
        if character == ",", depth == 0 {
          parts.append(current.trimmingCharacters(in: .whitespaces))
          current = ""
          continue
        }
      }
      current.append(character)
    }
    parts.append(current.trimmingCharacters(in: .whitespaces))
    return parts
  }

  /// Where a character of a displayed value stands with respect to a string literal.
  private enum QuoteState {
    case outside, inside, escaping, closing

    /// The state once `character` is read.
    func after(_ character: Character) -> QuoteState {
      switch self {
      case .outside, .closing: character == "\"" ? .inside : .outside
      case .inside: character == "\\" ? .escaping : character == "\"" ? .closing : .inside
      case .escaping: .inside
      }
    }
  }
}
