import ArchLab
import HarnessSupport
import TourScript

/// The tour's front page: what was measured, and the indirection figures of
/// every action in every architecture, each action linking to its page: today's app's
/// actions, then, when measured, the grown app's (step 6 of the growth series).
public enum TourIndexPage {
  /// The page, from every action's figures.
  public static func html(figures: [TourFigures]) -> String {
    let grown = figures.contains { $0.action.step > 0 }
    var html = """
      <!doctype html>
      <html lang="en"><head><meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>ArchLab tour: one tap through every architecture</title>
      <style>
      \(TourStyle.css())</style></head><body>
      <header>
      <nav class="actions"><a href="../index.html">← Report</a> \(TourPage.actionLinks(current: nil, actions: grown ? TourAction.allCases : TourAction.today))</nav>
      <h1>One tap through every architecture</h1>
      <p>Each action of the feature was run once per architecture in an instrumented build, twice: up to its starting screen, then through the action. The lines that ran more often the second time are the action's. Each page shows them side by side, file by file from view to storage.</p>
      </header>
      <main>
      <h2>What one tap costs in reading</h2>
      <p>The files, types and functions of the architecture's module the action entered, the lines it ran there, and the protocol boundaries it crossed (a module protocol and a conforming type one of whose requirements ran). The shared targets (ScreenKit, Storage, Entities) are not counted here; each page gives their lines.</p>
      <div style="overflow-x:auto"><table class="figures-table">
      <tr><th></th><th>Files</th><th>Types</th><th>Functions</th><th>Lines</th><th>Boundaries</th></tr>

      """
    for action in grown ? TourAction.allCases : TourAction.today {
      if action == TourAction.grown.first {
        html +=
          "<tr class=\"action\"><th colspan=\"6\">The grown app: step 6 of the growth series, one action per change</th></tr>\n"
      }
      html +=
        "<tr class=\"action\"><th colspan=\"6\"><a href=\"\(action.pageName)\">\(Markup.escape(action.title))</a></th></tr>\n"
      for architecture in Architecture.allCases {
        html += "<tr><td>\(architecture.displayName)</td>"
        if let cell = figures.first(where: { $0.action == action && $0.architecture == architecture }) {
          html += [cell.files, cell.types, cell.functions, cell.lines, cell.boundaries].map {
            "<td>\($0)</td>"
          }.joined()
        } else {
          html += "<td colspan=\"5\">not measured</td>"
        }
        html += "</tr>\n"
      }
    }
    return html + "</table></div>\n</main>\n</body></html>\n"
  }
}
