import Foundation
import HarnessSupport
import Testing

@testable import Claims

/// `Docs/Claims.md` is where the claims' words are written: the loader reads every claim and
/// question of the real document, each with its rule, and names the claim and the line of
/// anything malformed.
@Suite("Docs/Claims.md read as the catalogue's words")
struct ClaimDocumentTests {
  static let root = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// One claim's section, valid; `block` replaces its `yaml` block's lines when given.
  static func claim(_ id: String = "C01", block: String? = nil) -> String {
    let yaml =
      block ?? """
        id: \(id)
        claim: A claim.
        sources: ["000"]
        where: 000, «Vue».
        quotes:
          - source: "000"
            text: Le présentateur ne connaît pas l’existence de UILabel
        english: "The presenter."
        caveats: [K6]
        reads: [coupling]
        history:
          - commit: "c9a1f65"
            date: "2026-11-22"
            change: declared
        """
    return "### \(id) · A title\n\n```yaml\n\(yaml)\n```\n\n- **Rule:** prose.\n"
  }

  /// The error reading `markdown` gives, if any.
  static func error(_ markdown: String) -> ClaimDocumentError? {
    do {
      _ = try ClaimDocument(markdown: markdown)
      return nil
    } catch {
      return error
    }
  }

  @Test("The real document holds C01 … C40 and Q1 … Q9, ids unique, each with its rule or answer")
  func realDocument() throws {
    let document = try ClaimDocument.read(root: Self.root)
    #expect(document.claims.map(\.id) == (1...40).map { String(format: "C%02d", $0) })
    #expect(document.questions.map(\.id) == (1...9).map { "Q\($0)" })
    #expect(Set(document.lines.keys).count == 49)
    let contents = try CatalogueContents(document)
    #expect(contents.claims.count == ClaimCatalogue.rules.count)
    #expect(contents.claims.map(\.id) == ClaimCatalogue.rules.map(\.id))
    #expect(contents.questions.map(\.id) == ClaimCatalogue.answers.map(\.id))
    #expect(ClaimCatalogue.claims.map(\.id) == contents.claims.map(\.id))
    for claim in document.claims {
      #expect(!claim.title.isEmpty && !claim.claim.isEmpty && !claim.quotes.isEmpty, "\(claim.id)")
      #expect(!claim.history.isEmpty && !claim.reads.isEmpty, "\(claim.id)")
    }
    #expect(contents.ruleHistory["Q9"]?.first?.commit == "c0f547a")
  }

  @Test("The words are the copies' to the character: typographic apostrophes, guillemets, French titles")
  func verbatim() throws {
    let c01 = try #require(ClaimCatalogue.claims.first { $0.id == "C01" })
    #expect(c01.title == "VIPER keeps the UI toolkit and the database out of its business logic")
    #expect(c01.quotes[1] == Quote(.viperObjcIO, "Le présentateur ne connaît pas l’existence de UILabel"))
    #expect(c01.place.hasPrefix("000, \"Architecting iOS Apps with VIPER\": «Qu’est-ce que VIPER?»"))
    #expect(c01.caveats == [.k6, .k7] && c01.notes.count == 2)
    let question = try #require(ClaimCatalogue.ownQuestions.first)
    #expect(question.heading == "Q1 · Does any architecture cost run time?")
  }

  @Test("A valid section reads, folded text and all")
  func validSection() throws {
    let document = try ClaimDocument(
      markdown: "# T\n\n" + Self.claim() + "\n### Q1 · A question?\n\nProse.\n")
    let claim = try #require(document.claims.first)
    #expect(claim.title == "A title" && claim.place == "000, «Vue»." && claim.caveats == [.k6])
    #expect(claim.quotes == [Quote(.viperObjcIO, "Le présentateur ne connaît pas l’existence de UILabel")])
    #expect(document.questions.map(\.question) == ["A question?"])
    let folded = try ClaimDocument(
      markdown: Self.claim().replacingOccurrences(of: "claim: A claim.", with: "claim: >-\n  A\n  claim."))
    #expect(folded.claims.first?.claim == "A claim.")
  }

  @Test("A malformed block is an error naming the claim and the document's line")
  func malformed() {
    let heading = "# Claims\n\n"
    // Line 3 is the heading, 5 the fence, 6 the block's first line.
    #expect(Self.error(heading + "### C07 · No block\n\nProse.\n") == .missingBlock(id: "C07", line: 3))
    guard
      case .malformedBlock("C02", let line, let yaml) = Self.error(
        heading + Self.claim("C02", block: "id: C02\nclaim: [unclosed"))
    else {
      Issue.record("an unclosed list is not named")
      return
    }
    #expect((7...8).contains(line) && yaml.hasPrefix("not valid YAML"))
    let unknown = Self.claim().replacingOccurrences(of: "caveats: [K6]", with: "caveat: [K6]")
    guard case .malformedBlock("C01", 14, let reason) = Self.error(heading + unknown) else {
      Issue.record("\(String(describing: Self.error(heading + unknown)))")
      return
    }
    #expect(reason.contains("unknown field `caveat`"))
    let badSource = Self.claim().replacingOccurrences(of: "- source: \"000\"", with: "- source: \"009\"")
    guard case .malformedBlock("C01", 11, let what) = Self.error(heading + badSource) else {
      Issue.record("\(String(describing: Self.error(heading + badSource)))")
      return
    }
    #expect(what.contains("quotes[0].source"))
    let missing = Self.claim().replacingOccurrences(of: "english: \"The presenter.\"\n", with: "")
    #expect(
      Self.error(heading + missing) == .malformedBlock(id: "C01", line: 6, reason: "no `english` field"))
  }

  @Test("A block under the wrong heading, an id given twice, an unclosed block: errors, never a crash")
  func misplaced() {
    #expect(
      Self.error(Self.claim().replacingOccurrences(of: "id: C01", with: "id: C02"))
        == .mismatchedID(heading: "C01", block: "C02", line: 4))
    #expect(Self.error(Self.claim() + "\n" + Self.claim()) == .duplicateID(id: "C01", line: 22))
    #expect(Self.error("### C03 · Open\n\n```yaml\nid: C03\n") == .unclosedBlock(id: "C03", line: 3))
    #expect(Self.error("### C04 · List\n\n```yaml\n- id\n```\n")?.description.contains("C04") == true)
  }

  @Test("Every claim has a rule and every rule a claim; the message names the id")
  func rulesMatchClaims() throws {
    let document = try ClaimDocument(markdown: Self.claim("C01"))
    #expect(throws: ClaimDocumentError.noRule(id: "C01", line: 1)) {
      try CatalogueContents(document, rules: [], answers: [])
    }
    let rule = try #require(ClaimCatalogue.rules.first).rule
    #expect(throws: ClaimDocumentError.noClaim(id: "C02")) {
      try CatalogueContents(document, rules: [("C01", rule), ("C02", rule)], answers: [])
    }
    #expect(throws: ClaimDocumentError.duplicateRule(id: "C01")) {
      try CatalogueContents(document, rules: [("C01", rule), ("C01", rule)], answers: [])
    }
    #expect(ClaimDocumentError.noRule(id: "C01", line: 1).description.hasPrefix("Docs/Claims.md:1: C01"))
  }

  @Test("The caveats' titles and texts are the document's list, K1 … K11; one missing is named")
  func caveats() throws {
    let document = try ClaimDocument.read(root: Self.root)
    #expect(document.caveats.map(\.id) == Caveat.allCases.map(\.rawValue))
    #expect(Caveat.k1.title == "K1 · Small app")
    #expect(
      Caveat.k1.text.hasPrefix("ArchLab's app has two features, four screens and a few hundred code lines"))
    #expect(!Caveat.k2.text.contains("\n") && Caveat.k11.text.hasSuffix("a real app's changes may differ."))
    let partial = try ClaimDocument(markdown: "- **K1 · Small app.** Two\n  lines.\n")
    #expect(partial.caveats == [CaveatText(id: "K1", title: "Small app", text: "Two lines.")])
    #expect(throws: ClaimDocumentError.noCaveat(id: "K2")) {
      try CatalogueContents(partial, rules: [], answers: [])
    }
  }
}
