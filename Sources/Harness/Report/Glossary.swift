import Foundation
import HarnessSupport

/// The words the report uses that a reader must otherwise already know, each defined once on
/// the first page and linked from its first use on every page.
struct Glossary {
  /// One word: how it is written, the forms that count as a use of it, and what it means here.
  struct Term {
    var term: String
    /// The words, matched whole and without regard to case, whose first use links to the term:
    /// `floor` links "floor" and "floors".
    var forms: [String]
    var definition: String

    /// `term-a-a-band`.
    var anchor: String {
      "term-"
        + term.lowercased().map { $0.isLetter || $0.isNumber ? String($0) : "-" }.joined()
        .split(separator: "-").joined(separator: "-")
    }
  }

  var terms: [Term]

  /// The report's words.
  static let report = Glossary(terms: [
    Term(
      term: "The articles", forms: ["the articles"],
      definition:
        "the five documents ArchLab started from and quotes: the objc.io VIPER article (Gilbert and Stoll, 2014), a Habr post on MVVM-R, an MVP implementation note (Kous92, 2023), Redbooth's Clean Architecture - VIPER deck (Gracia, 2014) and Auth0's MVVM-versus-VIPER post (Sacchi, 2016). ArchLab read four of them as French copies (three translations) and one in English; `Docs/Sources.md` gives each with its original"
    ),
    Term(
      term: "Floor", forms: ["floor", "floors"],
      definition:
        "the same screens written on the same toolkit with no architecture in between: one view controller per screen that reads the store and draws (`Sources/Scenarios/Floor/`). Run time and memory are given as a module's figure divided by its own toolkit's floor (ScreenKit's for the seven UIKit-shaped modules, ScreenUI's for the three SwiftUI-shaped ones), so 1.00× is no cost over it"
    ),
    Term(
      term: "Diffable floor", forms: ["diffable floor"],
      definition:
        "the floor drawing through a diffable data source, which hashes every identifier on each change as UIKit's does: a cost of the toolkit, shown apart from any architecture's"
    ),
    Term(
      term: "Limit", forms: ["limit"],
      definition:
        "the least any implementation must do: the same rows fetched and the visible ones drawn, unsorted, in one section (`Sources/Scenarios/Limit/`); floor ÷ limit is what the feature's order and sections cost"
    ),
    Term(
      term: "Paired rounds", forms: ["paired rounds", "paired round"],
      definition:
        "each round runs a module and its floor one after the other on the same machine, in an order drawn per round, and divides the two times; the figure is the median of those ratios, with its 95 % interval from 2 000 bootstrap resamples. Pairing cancels what the machine does to both"
    ),
    Term(
      term: "A/A band", forms: ["A/A band", "A/A bands", "A/A control"],
      definition:
        "the floor's code measured again as if it were another variant (floor A/A ÷ floor): a difference that cannot exist, so its interval is the noise of that cell. A module is faster or slower than its floor only outside that band"
    ),
    Term(
      term: "Noise", forms: ["noise"],
      definition:
        "how far apart two figures can be without telling anything apart: half a run time's 95 % interval, one mutant of a mutation score; lines, files and mallocs are counted exactly. Figures within each other's noise are tied (≈) and share a colour and a rank"
    ),
    Term(
      term: "Mutation score (M)", forms: ["mutation score", "mutation scores", "test strength"],
      definition:
        "the share of small changes made to a module's own code (a mutant each: a condition reversed, a call removed, a value changed) that make its tests fail, over the mutants its tests reach (killed or timed out, ÷ killed, timed out and survived); mutants no test reaches, equivalent ones and those of framework stand-ins are counted apart. Higher is better: the tests notice more"
    ),
    Term(
      term: "Framework stand-ins", forms: ["framework stand-ins", "stand-ins", "stand-in"],
      definition:
        "code a real app would import rather than write: ScreenKit and ScreenUI (ArchLab's Linux models of UIKit and SwiftUI), TCA's store, the bindings Combine or Observation give. Every count of a module's own code leaves them out and says so"
    ),
    Term(
      term: "Verdict", forms: ["verdict", "verdicts"],
      definition:
        "what a rule declared and committed before its figures existed says of a claim: supported, contradicted or inconclusive (the figures fall within the rule's margin, or were not measured)"
    ),
    Term(
      term: "Robust, fragile", forms: ["robust", "fragile"],
      definition:
        "a verdict is robust when every reasonable way of measuring it (its multiverse: other counting choices, thresholds, module variants) gives the same one, fragile when at least one gives another; a fragile verdict keeps the declared rule's answer and carries a mark"
    ),
    Term(
      term: "Cost (ranking)", forms: [],
      definition:
        "the ranking's unit: each figure's distance from its row's best (0) to its row's worst (1), times the weight you give its row, summed over the rows; 0 is best on every weighed row"
    ),
  ])

  /// The glossary in HTML: a definition list, each term anchored.
  var html: String {
    "<dl class=\"glossary\">"
      + terms.map {
        "<div><dt id=\"\($0.anchor)\">\(Markup.escape($0.term))</dt><dd>\(ReportDocument.inline($0.definition)).</dd></div>"
      }.joined() + "</dl>\n"
  }

  /// The glossary in Markdown: a list, each term in bold.
  var markdown: String {
    terms.map { "- **\($0.term):** \($0.definition).\n" }.joined()
  }

  /// The elements whose text never takes a link: links, headings, the glossary's own terms,
  /// controls, scripts, styles and drawings.
  static let closedElements: Set<String> = [
    "a", "h1", "h2", "h3", "h4", "h5", "h6", "dt", "script", "style", "svg", "title", "label", "legend",
    "option", "select", "summary", "button", "code",
  ]

  /// `html` with each term's first use in its text linked to the term's definition, on this
  /// page (`#term-floor`; the page's links are made to reach another page afterwards). Text
  /// inside a closed element (``closedElements``) and the glossary itself are left as they are.
  func linkingFirstUses(in html: String) -> String {
    var pending = terms.flatMap { term in term.forms.map { (form: $0, anchor: term.anchor) } }
      // The longest form first, so that "diffable floor" is found before "floor".
      .sorted { $0.form.count > $1.form.count }
    var linked = Set<String>()
    var out = ""
    var closedDepth: [String: Int] = [:]
    var inGlossary = false
    var index = html.startIndex
    while index < html.endIndex {
      if html[index] == "<" {
        let end = html[index...].firstIndex(of: ">") ?? html.index(before: html.endIndex)
        let tag = html[index...end]
        out += tag
        let name = tag.dropFirst().prefix { $0.isLetter || $0.isNumber || $0 == "/" }.lowercased()
        let closing = name.hasPrefix("/")
        let bare = closing ? String(name.dropFirst()) : name
        if tag.hasPrefix("<dl class=\"glossary\"") { inGlossary = true }
        if closing && bare == "dl" { inGlossary = false }
        if Self.closedElements.contains(bare) && !tag.hasSuffix("/>") {
          closedDepth[bare, default: 0] += closing ? -1 : 1
        }
        index = html.index(after: end)
        continue
      }
      let next = html[index...].firstIndex(of: "<") ?? html.endIndex
      var text = String(html[index..<next])
      if !inGlossary && closedDepth.values.allSatisfy({ $0 <= 0 }) && !pending.isEmpty {
        text = link(text, pending: &pending, linked: &linked)
      }
      out += text
      index = next
    }
    return out
  }

  /// `text` with the first whole-word use of each pending form linked, once per term.
  private func link(
    _ text: String, pending: inout [(form: String, anchor: String)], linked: inout Set<String>
  )
    -> String
  {
    var replacements: [(range: Range<String.Index>, anchor: String)] = []
    for entry in pending where !linked.contains(entry.anchor) {
      var searchRange = text.startIndex..<text.endIndex
      while let found = text.range(of: entry.form, options: .caseInsensitive, range: searchRange) {
        let before = found.lowerBound == text.startIndex ? nil : text[text.index(before: found.lowerBound)]
        let after = found.upperBound == text.endIndex ? nil : text[found.upperBound]
        let whole =
          !(before?.isLetter ?? false) && !(after?.isLetter ?? false) && before != "-" && after != "-"
        if whole && !replacements.contains(where: { $0.range.overlaps(found) }) {
          replacements.append((found, entry.anchor))
          linked.insert(entry.anchor)
          break
        }
        searchRange = found.upperBound..<text.endIndex
      }
    }
    pending.removeAll { linked.contains($0.anchor) }
    guard !replacements.isEmpty else { return text }
    var out = ""
    var cursor = text.startIndex
    for (range, anchor) in replacements.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
      out += text[cursor..<range.lowerBound]
      out += "<a class=\"term\" href=\"#\(anchor)\">\(text[range])</a>"
      cursor = range.upperBound
    }
    return out + text[cursor...]
  }
}
