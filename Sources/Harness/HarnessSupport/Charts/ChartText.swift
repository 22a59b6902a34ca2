/// How wide a chart's text is estimated to be, and how a label is made to fit its slot: wrapped
/// at spaces and after hyphens, and shortened with `…` only when it still does not fit.
public enum ChartText {
  /// The estimated width of one character, as a share of the font size: a conservative bound
  /// for a sans-serif font (most run 0.5 to 0.55).
  public static let characterWidth = 0.6

  /// The estimated width of `text` at `size`: characters × 0.6 × font size.
  public static func width(_ text: String, size: Double) -> Double {
    Double(text.count) * characterWidth * size
  }

  /// Whether `text` fits `slot` at `size`.
  public static func fits(_ text: String, _ slot: Double, size: Double) -> Bool {
    width(text, size: size) <= slot + 0.01
  }

  /// `text` cut to fit `slot`, ending in `…` when cut.
  public static func shortened(_ text: String, _ slot: Double, size: Double) -> String {
    guard !fits(text, slot, size: size) else { return text }
    let room = Int(slot / (characterWidth * size)) - 1
    guard room > 0 else { return "" }
    return text.prefix(room).trimmingTrailingSpaces + "…"
  }

  /// `text` in at most `maxLines` lines, each fitting `slot`: broken at spaces and after hyphens
  /// (`MVVM-` / `SwiftUI`); the last line is shortened with `…` when the text does not fit.
  public static func wrap(_ text: String, _ slot: Double, size: Double, maxLines: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in words(text) {
      let candidate = joined(line, word)
      if line.isEmpty || fits(candidate, slot, size: size) {
        line = candidate
      } else {
        lines.append(line)
        line = word
      }
    }
    if !line.isEmpty { lines.append(line) }
    if lines.count > maxLines {
      let rest = lines[(maxLines - 1)...].reduce("", joined)
      lines = Array(lines.prefix(maxLines - 1)) + [rest]
    }
    return lines.map { shortened($0, slot, size: size) }
  }

  /// `line` and `word` as one line: a space between them, unless the line ends in a hyphen.
  static func joined(_ line: String, _ word: String) -> String {
    line.isEmpty || line.hasSuffix("-") ? line + word : line + " " + word
  }

  /// The words of `text`: split at spaces, and after a hyphen (which stays with its word).
  static func words(_ text: String) -> [String] {
    var words: [String] = []
    var word = ""
    for character in text {
      if character == " " {
        if !word.isEmpty { words.append(word) }
        word = ""
      } else {
        word.append(character)
        if character == "-", word.count > 1 {
          words.append(word)
          word = ""
        }
      }
    }
    if !word.isEmpty { words.append(word) }
    return words
  }
}

extension Substring {
  fileprivate var trimmingTrailingSpaces: String {
    var text = self
    while text.last == " " { text = text.dropLast() }
    return String(text)
  }
}
