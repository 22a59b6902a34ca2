import Testing

@testable import Report

/// The words a reader must otherwise know are defined on the first page, and each page links
/// a word's first use to its definition.
@Suite("The glossary")
struct GlossaryTests {
  static let glossary = Glossary(terms: [
    .init(term: "Floor", forms: ["floor", "floors"], definition: "the least code"),
    .init(term: "Diffable floor", forms: ["diffable floor"], definition: "the floor with a diffable source"),
  ])

  @Test("A word's first use in text links to its term; later uses, links, headings and code stay as they are")
  func firstUse() {
    let html =
      "<h2 id=\"x\">The floor</h2><p>See <a href=\"#y\">the floor</a> and <code>floor</code>.</p><p>Each Floor, then the floor again, and the diffable floor; floorboards.</p>"
    let linked = Self.glossary.linkingFirstUses(in: html)
    #expect(
      linked
        == "<h2 id=\"x\">The floor</h2><p>See <a href=\"#y\">the floor</a> and <code>floor</code>.</p><p>Each <a class=\"term\" href=\"#term-floor\">Floor</a>, then the floor again, and the <a class=\"term\" href=\"#term-diffable-floor\">diffable floor</a>; floorboards.</p>"
    )
  }

  @Test("The glossary's own text is not linked, and every term has its anchor")
  func ownText() {
    let html = Self.glossary.html
    #expect(Self.glossary.linkingFirstUses(in: html) == html)
    #expect(
      html.contains("<dt id=\"term-floor\">Floor</dt>") && html.contains("<dt id=\"term-diffable-floor\">"))
  }

  @Test("The report defines the words its first page uses, and links them there")
  func report() throws {
    let pages = FirstScreenTests.pages(try FirstScreenTests.metrics())
    let index = try #require(pages["index.html"])
    for term in Glossary.report.terms {
      #expect(index.contains("<dt id=\"\(term.anchor)\">"), "\(term.term)")
    }
    for anchor in ["term-floor", "term-noise"] {
      #expect(index.contains("class=\"term\" href=\"#\(anchor)\""), "\(anchor) is linked from its first use")
    }
    #expect(pages["details.html"]?.contains("class=\"term\" href=\"index.html#term-") == true)
  }
}
