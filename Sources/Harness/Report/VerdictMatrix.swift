import Claims
import HarnessSupport

/// Every claim's verdict on one screen, each linking to its details, with ArchLab's own
/// questions set apart: they are not claims, and none is a verdict on an article; the one
/// judged on a statement of ArchLab's own (Q9) shows its verdict.
struct VerdictMatrix {
  /// The claims in order: `C01`, its title, its verdict.
  var claims: [(id: String, title: String, verdict: Verdict)]
  /// ArchLab's own questions: `Q1`, the question, and the verdict of one that is judged.
  var questions: [(id: String, question: String, verdict: Verdict?)]

  /// The anchor of a claim's or a question's details: `c01`, `q1`.
  static func anchor(_ id: String) -> String { id.lowercased() }

  /// How many claims got `verdict`, with its mark: `✓ supported (18)`.
  func tally(_ verdict: Verdict) -> String {
    "\(verdict.symbol) \(verdict.label) (\(claims.filter { $0.verdict == verdict }.count))"
  }

  /// The questions as links: `[Q1 · Does any architecture cost run time?](#q1)`.
  var questionLinks: [String] {
    questions.map { question in
      "[\(question.id) · \(question.question)](#\(Self.anchor(question.id)))"
        + (question.verdict.map { " (\($0.symbol) \($0.label), on ArchLab's own statement)" } ?? "")
    }
  }

  /// The tally, then a row per claim with its title and verdict; the questions after.
  var markdown: String {
    "**" + Verdict.allCases.map(tally).joined(separator: " · ") + "**\n\n"
      + ReportDocument.markdownTable(
        ["Claim", "Verdict"],
        claims.map {
          ["[\($0.id)](#\(Self.anchor($0.id))) \($0.title)", "\($0.verdict.symbol) \($0.verdict.label)"]
        })
      + (questions.isEmpty
        ? ""
        : "\n**Not claims** — ArchLab's own questions, answered in figures, none a verdict on an article: "
          + questionLinks.joined(separator: " · ") + "\n")
  }

  /// A row per claim, coloured by verdict and marked with its symbol and word (readable without colour).
  var html: String {
    var html =
      "<ul class=\"tally\">"
      + Verdict.allCases.map { "<li class=\"v-\($0.slug)\">\(Markup.escape(tally($0)))</li>" }.joined()
      + "</ul>\n<ol class=\"matrix\">\n"
    for claim in claims {
      html +=
        "<li class=\"v-\(claim.verdict.slug)\"><a href=\"#\(Self.anchor(claim.id))\"><strong>\(claim.id)</strong> \(ReportDocument.inline(claim.title))</a><span class=\"verdict\">\(claim.verdict.symbol) \(claim.verdict.label)</span></li>\n"
    }
    html += "</ol>\n"
    guard !questions.isEmpty else { return html }
    return html
      + "<div class=\"not-claims\"><p><strong>Not claims:</strong> ArchLab's own questions, answered in figures, none a verdict on an article.</p><ul>"
      + questionLinks.map { "<li>\(ReportDocument.inline($0))</li>" }.joined() + "</ul></div>\n"
  }
}
