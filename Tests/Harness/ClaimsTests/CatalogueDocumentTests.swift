import Foundation
import Testing

@testable import Claims

/// The catalogue in code and `Docs/Claims.md` cannot drift apart: the same ids,
/// headings, claims and quotes, in the same order.
@Suite("The catalogue matches Docs/Claims.md")
struct CatalogueDocumentTests {
  static let document = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appending(path: "Docs/Claims.md")

  /// One claim section of the document: its heading and its text, white space folded.
  struct Section {
    var id: String
    var title: String
    var body: String
  }

  /// The `### Cxx · …` sections of the document's "Claims" part.
  static func sections() throws -> [Section] {
    let text = try String(contentsOf: document, encoding: .utf8)
    let part =
      try #require(text.components(separatedBy: "\n## Claims\n").last)
      .components(separatedBy: "\n## Statements not tested").first ?? ""
    return part.components(separatedBy: "\n### ").dropFirst().compactMap { section in
      let heading = section.prefix { $0 != "\n" }
      let parts = heading.components(separatedBy: " · ")
      guard parts.count == 2 else { return nil }
      return Section(id: parts[0], title: parts[1], body: fold(String(section.dropFirst(heading.count))))
    }
  }

  /// `text` with every run of white space as one space.
  static func fold(_ text: String) -> String {
    text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  @Test("The ids and headings are those of the document's `### Cxx · …` headings, in order")
  func headings() throws {
    let sections = try Self.sections()
    #expect(sections.count == ClaimCatalogue.claims.count && sections.count >= 40)
    #expect(sections.map(\.id) == ClaimCatalogue.claims.map(\.id))
    #expect(sections.map(\.title) == ClaimCatalogue.claims.map(\.title))
  }

  @Test("Each claim line, quote and English rendering is the document's, word for word")
  func texts() throws {
    let sections = Dictionary(uniqueKeysWithValues: try Self.sections().map { ($0.id, $0.body) })
    for entry in ClaimCatalogue.claims {
      let body = try #require(sections[entry.id])
      #expect(body.contains("**Claim:** \(entry.claim) - **Source:**"), "\(entry.id) claim")
      for quote in entry.quotes {
        #expect(body.contains("> [\(quote.source.rawValue)] \(quote.text)"), "\(entry.id) quote")
      }
      #expect(body.contains("**English:** \(entry.english) - **Tested by:**"), "\(entry.id) English")
      for caveat in entry.caveats {
        #expect(body.contains(caveat.rawValue), "\(entry.id) names \(caveat.rawValue)")
      }
      // The report prints the catalogue's notes: each is the document's, word for word.
      for note in entry.notes {
        #expect(body.contains(Self.fold(note)), "\(entry.id)'s caveat is not the document's: \(note)")
      }
    }
  }

  @Test("The check can fail: a heading that differs is caught")
  func canFail() throws {
    let sections = try Self.sections()
    #expect(sections.first?.title != "MVC leads to massive view controllers")
    #expect(Self.fold("a \n  b") == "a b")
  }

  @Test("Each caveat's text is the document's")
  func caveats() throws {
    let text = Self.fold(try String(contentsOf: Self.document, encoding: .utf8))
    for caveat in Caveat.allCases {
      #expect(text.contains("**\(caveat.title).** \(caveat.text)"), "\(caveat.rawValue)")
    }
  }
}
