import ArchLab
import Claims
import HarnessSupport
import Metrics

extension ReportBuilder {
  /// The claims of `Docs/Claims.md` judged on this run's figures.
  static func judgedClaims(_ metrics: Metrics) -> [ClaimVerdict] {
    ClaimCatalogue.evaluate(ClaimFigures(metrics: metrics))
  }

  /// The link under each claim's and question's details, back to the verdicts on the first screen.
  static let backToVerdicts = "[↑ Back to the verdicts](#verdicts)"

  /// Every claim, in order, with its verdict, figures, reason, caveats and source; then ArchLab's own questions.
  static func claims(_ metrics: Metrics, into doc: inout ReportDocument) {
    let judged = judgedClaims(metrics)
    doc.heading(2, "What the numbers say about the articles' claims", anchor: "claims")
    doc.paragraph(
      "Every testable claim of the five source articles, as `Docs/Claims.md` lists it, judged by the rule declared there before measuring: **supported** or **contradicted** when the figures go the claim's way or the other beyond the declared margin (or a yes/no condition holds or fails), **inconclusive** within the margin, when the figures go different ways, or when the app is too small for the claim; **not measured in this run** when a figure the rule needs is missing (the missing figure is named; no rule falls back on another figure)."
    )
    for verdict in judged {
      claim(verdict, provenance: metrics.ruleProvenance?[verdict.claim.id], into: &doc)
    }
    ownQuestions(metrics, into: &doc)
  }

  /// One claim: its line, verdict and reason, figures, context, caveats, source and quotes.
  static func claim(_ judged: ClaimVerdict, provenance: RuleProvenance? = nil, into doc: inout ReportDocument)
  {
    let entry = judged.claim
    doc.heading(3, entry.heading, anchor: VerdictMatrix.anchor(entry.id))
    doc.paragraph("\(entry.claim) — **\(judged.outcome.verdict.title)**. \(judged.reason)")
    var items: [String] = []
    if !judged.figures.isEmpty { items.append("Figures: " + judged.figures.joined(separator: "; ") + ".") }
    if !judged.context.isEmpty {
      items.append("Beside (context, not used): " + judged.context.joined(separator: "; ") + ".")
    }
    if !judged.standIns.isEmpty {
      items.append(
        "The same rule on the later modules (context, not used): " + judged.standIns.joined(separator: "; ")
          + ".")
    }
    items.append(robustnessText(judged.robustness, id: entry.id))
    if let why = entry.machineDependent {
      items.append("Machine-dependent (declared in `Docs/Claims.md`): \(why).")
    }
    if let provenance { items.append(provenance.text) }
    items += entry.caveats.map { "Caveat \($0.title): \($0.text)" }
    items += entry.notes.map { "Caveat: \($0)" }
    items.append(
      "Source: " + entry.sources.map(\.citation).joined(separator: "; ") + ". Where: \(entry.place)")
    items += entry.quotes.map { "[\($0.source.rawValue)] «\($0.text)»" }
    items.append("In English: \(entry.english)")
    doc.list(items)
    curve(judged.robustness, id: entry.id, into: &doc)
    doc.paragraph(backToVerdicts)
  }

  /// "Robust: supported in all 16 specifications …" with the link to the curve.
  static func robustnessText(_ robustness: Robustness, id: String) -> String {
    let word =
      robustness.verdict == .notMeasured ? "Robustness" : robustness.isFragile ? "**Fragile**" : "Robust"
    guard !robustness.choices.isEmpty else {
      return
        "\(word): a yes/no check on the parse, with no margin or counting choice to vary (`Docs/Claims.md`, \"Robustness\")."
    }
    let choices = robustness.choices.map { "`\($0.rawValue)`" }.joined(separator: ", ")
    return
      "\(word): \(robustness.summary), over the choices \(choices) ([its specification curve](#\(VerdictMatrix.curveAnchor(id))), `Docs/Claims.md`, \"Robustness\")."
  }

  /// A claim's specification curve: every measured specification and its verdict, the
  /// declared one first, then those that agree, then the others; the ones not measured counted.
  static func curve(_ robustness: Robustness, id: String, into doc: inout ReportDocument) {
    guard !robustness.choices.isEmpty else { return }
    doc.heading(4, "\(id): its specification curve", anchor: VerdictMatrix.curveAnchor(id))
    let measured = robustness.measured
    let order = { (verdict: Verdict) in verdict == robustness.verdict ? 0 : 1 }
    let rows = measured.enumerated().sorted { (order($0.1.verdict), $0.0) < (order($1.1.verdict), $1.0) }.map
    {
      [
        "\($0.1.verdict.symbol) \($0.1.verdict.label)",
        $0.1.alternatives.isEmpty ? "as declared" : $0.1.alternatives.joined(separator: "; "),
      ]
    }
    doc.table(["Verdict", "Specification (the alternatives it takes)"], rows)
    let unmeasured = robustness.curve.count - measured.count
    if unmeasured > 0 {
      doc.paragraph(
        "\(unmeasured) more specifications are not measured in this run: they take \(robustness.notMeasured.joined(separator: "; ")), whose figures this run does not have."
      )
    }
  }

  /// ArchLab's own questions, apart from the claims: no article asks them.
  static func ownQuestions(_ metrics: Metrics, into doc: inout ReportDocument) {
    let figures = ClaimFigures(metrics: metrics)
    doc.heading(2, "ArchLab's own questions")
    doc.paragraph(
      "These are not claims of any article: ArchLab asks them because its figures can answer them (`Docs/Claims.md`), and none gives a verdict on an article. Q1–Q8 are answered in figures only; Q9 is judged, with the three outcomes, on a statement of ArchLab's own, by a rule declared before its figures were measured, and its provenance is printed with it."
    )
    for question in ClaimCatalogue.ownQuestions {
      doc.heading(3, question.heading, anchor: VerdictMatrix.anchor(question.id))
      doc.list(question.answer(figures))
      if let provenance = metrics.ruleProvenance?[question.id] { doc.paragraph(provenance.text) }
      if let robustness = metrics.questions?.first(where: { $0.claim == question.heading })?.robustness {
        doc.paragraph(robustnessText(robustness, id: question.id))
        curve(robustness, id: question.id, into: &doc)
      }
      doc.paragraph(backToVerdicts)
    }
  }
}
