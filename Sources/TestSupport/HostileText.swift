import Entities

/// Text a hostile or unlucky user might type: control characters, odd white
/// space, quotes and SQL, emoji, right-to-left text, combining marks, random
/// code points, and strings around and far beyond the length limits.
public enum HostileText {
  /// White space of every kind, including line and paragraph separators.
  public static let whiteSpace = [
    " ", "  ", "\t", "\n", "\r\n", "\r", "\u{A0}", "\u{2003}", "\u{3000}", "\u{85}", "\u{2028}", "\u{2029}",
    "\u{B}", "\u{C}", "\u{1680}", "\u{202F}",
  ]
  /// Quotes, SQL fragments, format strings and a NUL.
  public static let quotesAndSQL = [
    "'", "\"", "`", "';--", "\"; DROP TABLE todoItem; --", "Robert'); DROP TABLE contact;--", "%", "_", "\\",
    "NULL", "?", "?1", ":name", "@p", "$1", "/*", "*/", "' OR '1'='1", "\\0", "%s%n%x", "{{x}}", "<script>",
    "\u{0}", "x'||char(10)||'",
  ]
  /// Emoji: sequences with joiners, flags, tags, skin tones, keycaps.
  public static let emoji = [
    "😀", "👩‍👩‍👧‍👦", "🇫🇷", "🇯🇵", "🏴󠁧󠁢󠁳󠁣󠁴󠁿", "👍🏽", "❤️", "🧑🏾‍🚀", "1️⃣", "🫠", "\u{1F3FB}",
  ]
  /// Right-to-left text and direction marks.
  public static let rightToLeft = [
    "مريم", "שָׁלוֹם", "\u{200F}", "\u{200E}", "\u{202E}", "\u{202B}", "\u{2067}", "العربية", "עברית", "ܣܘܪܝܝܐ",
  ]
  /// Other scripts, compatibility characters, invisible and special code points.
  public static let otherScripts = [
    "明", "美咲", "지훈", "\u{1100}\u{1161}\u{11A8}", "प्रिया", "ﷺ", "𝕏", "ß", "İ", "ﬃ", "\u{212B}", "\u{FEFF}",
    "\u{200B}", "\u{200D}", "\u{FFFD}", "\u{E000}", "\u{10FFFF}", "\u{FFFE}", "Ἀλέξανδρος", "Дмитрий",
  ]
  /// Plain ASCII letters, digits and punctuation.
  public static let plain = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 -.").map(
    String.init)
  /// Strings of one character each, for runs of an exact length.
  public static let singleCharacters = ["a", "é", "e\u{301}", "🇫🇷", "👩‍👩‍👧‍👦", "明", "ש", "🏴󠁧󠁢󠁳󠁣󠁴󠁿", "\u{1100}\u{1161}"]

  /// A control character: general category Cc.
  public static func controlCharacter(_ random: inout SeededGenerator) -> String {
    let value = random.chance(70) ? random.int(in: 0x00...0x1F) : random.int(in: 0x7F...0x9F)
    return String(UnicodeScalar(UInt8(value)))
  }

  /// Any Unicode scalar value: assigned or not, private use, noncharacters.
  public static func anyScalar(_ random: inout SeededGenerator) -> String {
    while true {
      let value = random.chance(50) ? random.int(in: 0...0xFFFF) : random.int(in: 0x10000...0x10FFFF)
      if let scalar = UnicodeScalar(UInt32(value)) { return String(scalar) }
    }
  }

  /// A letter followed by `count` combining marks.
  public static func combining(_ random: inout SeededGenerator, count: Int) -> String {
    var text = random.pick(["a", "e", "Z", "ж", "א", "ب", "ɪ", " "])
    for _ in 0..<count {
      let value =
        random.chance(80)
        ? random.int(in: 0x300...0x36F) : random.pick([0x483, 0x591, 0x5B0, 0x64B, 0x20D0, 0x20E3])
      text.unicodeScalars.append(UnicodeScalar(UInt32(value))!)
    }
    return text
  }

  /// One piece of hostile text.
  public static func piece(_ random: inout SeededGenerator) -> String {
    switch random.int(in: 0...9) {
    case 0: random.pick(whiteSpace)
    case 1: controlCharacter(&random)
    case 2: random.pick(quotesAndSQL)
    case 3: random.pick(emoji)
    case 4: random.pick(rightToLeft)
    case 5: combining(&random, count: random.int(in: 1...6))
    case 6: random.pick(otherScripts)
    case 7: anyScalar(&random)
    default: random.pick(plain)
    }
  }

  /// A string to type in a field whose limit is `limit` characters.
  public static func make(limit: Int, _ random: inout SeededGenerator) -> String {
    switch random.int(in: 0...99) {
    case 0..<40:
      // A few pieces of anything.
      return (0..<random.int(in: 1...12)).map { _ in piece(&random) }.joined()
    case 40..<48:
      // Nothing, or only white space.
      return (0..<random.int(in: 0...4)).map { _ in random.pick(whiteSpace) }.joined()
    case 48..<65:
      // Right at the limit: one character repeated limit-2 to limit+2 times, maybe padded.
      let run = String(repeating: random.pick(singleCharacters), count: limit + random.int(in: -2...2))
      return random.chance(50) ? run : random.pick(whiteSpace) + run + random.pick(whiteSpace)
    case 65..<73:
      // Very long: hundreds to thousands of pieces.
      return (0..<random.int(in: 200...2500)).map { _ in piece(&random) }.joined()
    case 73..<90:
      // A name with white space around it and something hostile inside.
      let name = random.pick(["Ada", "Zoë", "O'Brien", "Buy milk", "Nguyễn", "山田", "محمد"])
      return random.pick(whiteSpace) + name + piece(&random) + name + random.pick(whiteSpace)
    default:
      // "Zalgo": letters under many combining marks; at the top, more code points than the schema allows.
      let marks = random.pick([3, 10, 25, 45])
      return (0..<random.int(in: 1...limit)).map { _ in combining(&random, count: marks) }.joined()
    }
  }

  /// A due date to type: valid days (maybe padded), near misses, other scripts' digits, or hostile text.
  public static func dueDate(_ random: inout SeededGenerator) -> String {
    switch random.int(in: 0...9) {
    case 0...3:
      let year = random.chance(80) ? random.int(in: 1990...2100) : random.int(in: 1...9999)
      let month = random.int(in: 1...12)
      let day = random.int(in: 1...Day.length(ofMonth: month, inYear: year))
      let text = pad(year, 4) + "-" + pad(month, 2) + "-" + pad(day, 2)
      return random.chance(25) ? random.pick(whiteSpace) + text + random.pick(whiteSpace) : text
    case 4...7:
      return random.pick([
        "2023-02-29", "2024-02-30", "2024-04-31", "0000-01-01", "10000-01-01", "2024-13-01", "2024-00-10",
        "2024-05-00", "2024-5-1", "2024/05/15", "２０２４-０５-１５", "٢٠٢٤-٠٥-١٥", "+2024-05-15", "-2024-05-15",
        "2024-05-15T00:00", "2024-05-15x", "2024 -05-15", "tomorrow", "", "2024-05-1\u{301}5",
        "2024-05-15\u{0}",
        "𝟐𝟎𝟐𝟒-𝟎𝟓-𝟏𝟓", "2024-05-15\n2024-05-16", "9999-12-31", "0001-01-01", "2400-02-29", "2100-02-29",
      ])
    default:
      return make(limit: 10, &random)
    }
  }

  private static func pad(_ value: Int, _ width: Int) -> String {
    let digits = String(value)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }
}
