import Foundation
import Testing

@testable import Entities

@Suite("Folded key")
struct FoldedKeyTests {
  /// What Foundation's folding gives for `text`: the reference the key must match.
  static func foundationFolded(_ text: String) -> String {
    text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
  }

  @Test(
    "The folded text is Foundation's folding, scalar for scalar",
    arguments: [
      "", "Ada Lovelace", "ÉMILE Zola", "e\u{301}mile", "Straße", "ΟΔΟΣ Ἀλέξανδρος", "Дмитрий Иванов",
      "İlkay Öztürk", "Þóra Ørsted", "Łukasz Wałęsa", "Nguyễn Trần", "山田 明", "지훈 김",
      "\u{1100}\u{1161}\u{11A8}",
      "प्रिया शर्मा", "محمد بن علي", "שָׁלוֹם", "👩‍👩‍👧‍👦 🇫🇷 👍🏽", "\u{301}leading mark", "line\r\nbreak",
      "ﬃ \u{212B} ǅ Ⅻ ｶ", "Z\u{301}\u{302}\u{303}\u{304}\u{305}\u{306}\u{307}\u{308}\u{309}",
      "O'Brien d'Artagnan",
    ])
  func matchesFoundation(text: String) {
    #expect(Array(FoldedKey(text).folded.unicodeScalars) == Array(Self.foundationFolded(text).unicodeScalars))
  }

  @Test("Every ASCII character, alone and before any other, folds as Foundation folds it")
  func asciiMatchesFoundation() {
    let characters = (0..<128).map { String(UnicodeScalar(UInt8($0))) }
    for first in characters {
      for text in [first] + characters.map({ first + $0 }) {
        #expect(
          Array(FoldedKey(text).folded.unicodeScalars) == Array(Self.foundationFolded(text).unicodeScalars))
      }
    }
  }

  @Test("Keys order as their folded texts do: case and accents ignored, NFC code points compared")
  func ordersAsFoldedStrings() {
    let texts = [
      "Zoë", "zoe", "Émile", "emile", "Emilie", "øre", "pa", "ore", "þóra", "thora", "ärger", "Arger",
      "Ångström",
      "αλέξανδρος", "Αλεξ", "анна", "Анна", "明", "山田", "지훈", "가", "\u{1100}\u{1161}", "प्रिया", "", " ", "a b",
      "ab",
    ]
    for lhs in texts {
      for rhs in texts {
        let folded = (Self.foundationFolded(lhs), Self.foundationFolded(rhs))
        #expect((FoldedKey(lhs) < FoldedKey(rhs)) == (folded.0 < folded.1), "\(lhs) < \(rhs)")
        #expect((FoldedKey(lhs) == FoldedKey(rhs)) == (folded.0 == folded.1), "\(lhs) == \(rhs)")
      }
    }
  }

  @Test(
    "Keys whose folded text is in NFC, starting with a scalar that keeps byte order, are compared bytewise",
    arguments: [
      ("Ada Lovelace", true), ("Дмитрий Иванов", true), ("प्रिया शर्मा", true), ("山田 明", true), ("지훈 김", true),
      ("\u{1100}\u{1161}\u{11A8}", false), ("\u{301}leading mark", false),
    ])
  func bytewiseWhenSafe(text: String, bytewise: Bool) {
    #expect(FoldedKey(text).isBytewiseOrdered == bytewise)
  }

  @Test("A key is the same whether its clusters were seen before or not")
  func cachedAndFreshAgree() {
    let text = "Ἀλέξανδρος Παπαδόπουλος"
    let first = FoldedKey(text)
    let second = FoldedKey(text)
    #expect(first == second)
    #expect(first.folded == "αλεξανδροσ παπαδοπουλοσ")
  }

  @Test(
    "Byte order is trusted only for scalars in NFC on their own that no canonical composition takes second")
  func byteOrderPremise() {
    var seconds = Set<UInt32>()
    for value in 0...0x10_FFFF {
      guard let scalar = Unicode.Scalar(UInt32(value)) else { continue }
      let decomposed = String(scalar).decomposedStringWithCanonicalMapping.unicodeScalars
      seconds.formUnion(decomposed.dropFirst().map(\.value))
      if ClusterFoldCache.keepsByteOrder(scalar) {
        let composed = String(scalar).precomposedStringWithCanonicalMapping.unicodeScalars
        #expect(Array(composed) == [scalar], "U+\(String(value, radix: 16)) is not in NFC on its own")
      }
    }
    #expect(!seconds.isEmpty)
    let trusted = seconds.filter { ClusterFoldCache.keepsByteOrder(Unicode.Scalar($0)!) }
    #expect(trusted.isEmpty, "these combine with what precedes them: \(trusted.sorted())")
  }
}
