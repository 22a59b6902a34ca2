import Claims
import HarnessSupport

/// Every claim's verdict on one screen, each linking to its details, with ArchLab's own
/// questions set apart: they are not claims, and none is a verdict on an article; the one
/// judged on a statement of ArchLab's own (Q9) shows its verdict.
struct VerdictMatrix {
  /// The claims in order: `C01`, its title, its verdict and how it fares across its multiverse.
  var claims: [(id: String, title: String, verdict: Verdict, robustness: Robustness?)]
  /// ArchLab's own questions: `Q1`, the question, and the verdict of one that is judged.
  var questions: [(id: String, question: String, verdict: Verdict?, robustness: Robustness?)]

  /// The mark of a fragile verdict, beside its own: readable without colour.
  static let fragileMark = "◐"

  /// The anchor of a claim's specification curve: `c01-curve`.
  static func curveAnchor(_ id: String) -> String { anchor(id) + "-curve" }

  /// `robust` or `◐ fragile (14 of 16)`, for a claim's row.
  static func robustnessLabel(_ robustness: Robustness?) -> String {
    guard let robustness, robustness.verdict != .notMeasured else { return "" }
    let share = "\(robustness.agreeing) of \(robustness.measured.count)"
    return robustness.isFragile ? "\(fragileMark) fragile (\(share))" : "robust (\(share))"
  }

  /// The anchor of a claim's or a question's details: `c01`, `q1`.
  static func anchor(_ id: String) -> String { id.lowercased() }

  /// How many claims got `verdict`, with its mark: `✓ supported (18)`.
  func tally(_ verdict: Verdict) -> String {
    let given = claims.filter { $0.verdict == verdict }
    let fragile = given.filter { $0.robustness?.isFragile ?? false }.count
    let split =
      verdict == .notMeasured || given.isEmpty ? "" : ": \(given.count - fragile) robust, \(fragile) fragile"
    return "\(verdict.symbol) \(verdict.label) (\(given.count)\(split))"
  }

  /// The line under the tally: what robust and fragile mean, and how many of each.
  var robustnessLine: String {
    let fragile = claims.filter { $0.robustness?.isFragile ?? false }.count
    let judged = claims.filter { $0.verdict != .notMeasured }.count
    return
      "\(judged - fragile) robust and \(fragile) fragile (\(Self.fragileMark)): a fragile verdict is given by the rule as declared but not by every specification of its multiverse, the reasonable alternatives `Docs/Claims.md` declares for the choices it rests on (how a figure is counted, a module variant, a margin 10 % narrower or wider, one mutant more or fewer); each claim's details say which alternative turns it and link to its specification curve."
  }

  /// The questions as links: `[Q1 · Does any architecture cost run time?](#q1)`.
  var questionLinks: [String] {
    questions.map { question in
      "[\(question.id) · \(question.question)](#\(Self.anchor(question.id)))"
        + (question.verdict.map {
          let fragile = question.robustness?.isFragile ?? false ? ", \(Self.fragileMark) fragile" : ""
          return " (\($0.symbol) \($0.label)\(fragile), on ArchLab's own statement)"
        } ?? "")
    }
  }

  /// The tally, then a row per claim with its title and verdict; the questions after.
  var markdown: String {
    "**" + Verdict.allCases.map(tally).joined(separator: " · ") + "**\n\n" + robustnessLine + "\n\n"
      + ReportDocument.markdownTable(
        ["Claim", "Verdict", "Robustness"],
        claims.map {
          [
            "[\($0.id)](#\(Self.anchor($0.id))) \($0.title)", "\($0.verdict.symbol) \($0.verdict.label)",
            Self.robustnessLabel($0.robustness),
          ]
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
      + "</ul>\n<p class=\"robustness-line\">\(ReportDocument.inline(robustnessLine))</p>\n<ol class=\"matrix\">\n"
    for claim in claims {
      let fragile = claim.robustness?.isFragile ?? false
      let mark =
        fragile
        ? " <a class=\"fragile\" href=\"#\(Self.curveAnchor(claim.id))\" title=\"\(Markup.escape(claim.robustness?.summary ?? ""))\">\(Self.fragileMark) fragile</a>"
        : ""
      html +=
        "<li class=\"v-\(claim.verdict.slug)\(fragile ? " is-fragile" : "")\"><a href=\"#\(Self.anchor(claim.id))\"><strong>\(claim.id)</strong> \(ReportDocument.inline(claim.title))</a><span class=\"verdict\">\(claim.verdict.symbol) \(claim.verdict.label)\(mark)</span></li>\n"
    }
    html += "</ol>\n"
    guard !questions.isEmpty else { return html }
    return html
      + "<div class=\"not-claims\"><p><strong>Not claims:</strong> ArchLab's own questions, answered in figures, none a verdict on an article.</p><ul>"
      + questionLinks.map { "<li>\(ReportDocument.inline($0))</li>" }.joined() + "</ul></div>\n"
  }
}
