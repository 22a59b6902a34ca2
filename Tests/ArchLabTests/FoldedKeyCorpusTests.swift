import ArchLab
import Foundation
import Storage
import TestSupport
import Testing

@testable import Entities

/// `FoldedKey` against Foundation's folding on the texts the app meets: every
/// name the seeder produces, and the hostile-input corpus of the reliability checks.
@Suite("Folded key on the seeded names and the hostile corpus")
struct FoldedKeyCorpusTests {
  /// Checks that each text's key is Foundation's folding, scalar for scalar,
  /// and that sorting by key then position gives the order that sorting by
  /// Foundation's folded `String` then position gives.
  func expectSameFoldingAndOrder(_ texts: [String]) {
    var foundation: [String: String] = [:]
    let reference = texts.map { text in
      if let known = foundation[text] { return known }
      let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
      foundation[text] = folded
      return folded
    }
    let keys = texts.map(FoldedKey.init)
    let mismatches = texts.indices.filter {
      !keys[$0].folded.unicodeScalars.elementsEqual(reference[$0].unicodeScalars)
    }
    #expect(
      mismatches.count == 0,
      "folded differently, e.g. \(mismatches.prefix(3).map { String(texts[$0].debugDescription.prefix(80)) })"
    )
    let expected = reference.indices.sorted {
      reference[$0] != reference[$1] ? reference[$0] < reference[$1] : $0 < $1
    }
    let notNFC = keys.filter {
      $0.isBytewiseOrdered
        && !$0.folded.precomposedStringWithCanonicalMapping.unicodeScalars.elementsEqual(
          $0.folded.unicodeScalars)
    }
    #expect(
      notNFC.isEmpty, "compared bytewise but not in NFC: \(notNFC.prefix(3).map(\.folded.debugDescription))")
    let actual = keys.indices.sorted { keys[$0] != keys[$1] ? keys[$0] < keys[$1] : $0 < $1 }
    let firstDifference = actual.indices.first { actual[$0] != expected[$0] }
    #expect(firstDifference == nil, "the orders part at position \(firstDifference ?? -1)")
  }

  @Test(
    "Every seeded name folds as Foundation folds it and sorts as before", arguments: [1, 2, 3] as [UInt64])
  func seededNames(seed: UInt64) throws {
    let store = SQLiteStore.inMemory()
    try Seeder(seed: seed).fill(store, contacts: 70_000, todos: 0, today: .at("2024-05-15"))
    let names = try store.allContacts().map { $0.firstName + " " + $0.lastName }
    #expect(names.count == 70_000)
    #expect(Set(names).count == 900, "every pair of the seeder's 30 first and 30 last names")
    expectSameFoldingAndOrder(names)
  }

  @Test("Hostile text folds as Foundation folds it and sorts as before", arguments: [11, 12, 13] as [UInt64])
  func hostileText(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    var texts = (0..<3_000).map { _ in HostileText.make(limit: 100, &random) }
    texts += (0..<3_000).map { _ in HostileText.piece(&random) }
    texts += HostileText.whiteSpace + HostileText.quotesAndSQL + HostileText.emoji + HostileText.rightToLeft
    texts += HostileText.otherScripts + HostileText.plain + HostileText.singleCharacters
    expectSameFoldingAndOrder(texts)
  }
}
