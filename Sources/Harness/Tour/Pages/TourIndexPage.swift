import ArchLab
import HarnessSupport

/// The tour's front page: what was measured, and the indirection figures of
/// every action in every architecture, each action linking to its page.
public enum TourIndexPage {
  /// The page, from every action's figures.
  public static func html(figures: [TourFigures]) -> String {
    var html = """
      <!doctype html>
      <html lang="en"><head><meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>ArchLab tour: one tap through every architecture</title>
      <style>
      \(TourStyle.css())</style></head><body>
      <header>
      <nav class="actions"><a href="../index.html">← Report</a> \(TourPage.actionLinks(current: nil))</nav>
      <h1>One tap through every architecture</h1>
      <p>Each action of the feature was run once per architecture in an instrumented build, twice: up to its starting screen, then through the action. The lines that ran more often the second time are the action's. Each page shows them side by side, file by file from view to storage.</p>
      </header>
      <main>
      <h2>What one tap costs in reading</h2>
      <p>Per architecture: files · types · functions · lines of the module the action ran · protocol boundaries crossed (a module protocol and a conforming type one of whose requirements ran). Shared targets (ScreenKit, Storage, Entities) are not counted here.</p>
      <div style="overflow-x:auto"><table>
      <tr><th>Action</th>
      """
    for architecture in Architecture.allCases { html += "<th>\(architecture.displayName)</th>" }
    html += "</tr>\n"
    for action in TourAction.allCases {
      html += "<tr><td><a href=\"\(action.pageName)\">\(Markup.escape(action.title))</a></td>"
      for architecture in Architecture.allCases {
        let cell = figures.first { $0.action == action && $0.architecture == architecture }
        html += "<td>\(cell.map(TourTable.cell) ?? "not measured")</td>"
      }
      html += "</tr>\n"
    }
    return html + "</table></div>\n</main>\n</body></html>\n"
  }
}
