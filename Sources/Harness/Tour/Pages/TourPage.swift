import Analysis
import ArchLab
import HarnessSupport
import TourScript

/// One action's tour page: every architecture's column side by side, each
/// listing the module files the action ran, the lines it ran highlighted and
/// the rest folded.
public enum TourPage {
  /// Runs of lines not executed this short or shorter stay open, dimmed, between highlighted lines.
  static let shortGap = 2

  /// The page of `action`, from its `columns` (one per architecture, in
  /// `Architecture.allCases` order). Links to sources are relative to
  /// `Reports/tour/`; a grown app's action (step 6 of the growth series) ran files the
  /// checkout holds only at that step, so its page names them without linking them.
  public static func html(action: TourAction, columns: [TourColumn]) -> String {
    let grown = action.step > 0
    let stepNote =
      grown
      ? "\n<p>Followed in the grown app: step 6 of the growth series (<code>Workshop/Growth/</code>). Its files are not those of the checkout; <code>swift run archlab growth step 6</code> turns the checkout into that step, <code>swift run archlab growth reset</code> back.</p>"
      : ""
    var html = """
      <!doctype html>
      <html lang="en"><head><meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>Tour: \(Markup.escape(action.title))</title>
      <style>
      \(TourStyle.css())</style></head><body>
      <header>
      <nav class="actions"><a href="index.html">← Tour</a> \(actionLinks(current: action))</nav>
      <h1>\(Markup.escape(action.title))</h1>
      <p>\(Markup.escape(action.summary.replacingOccurrences(of: "`", with: "")))</p>\(stepNote)
      <p>The highlighted lines are those this action ran (measured: counts after the action minus counts on reaching its starting screen, from an instrumented build); lines it did not run are folded. Files run from view to storage.</p>
      <p class="legend">\(legend())</p>
      <p class="jump">Columns: \(columns.map { "<a href=\"#\($0.architecture.rawValue)\">\($0.architecture.displayName)</a>" }.joined(separator: " · ")) (they scroll sideways together)</p>
      </header>

      """
    for (index, column) in columns.enumerated() {
      let id = column.architecture.rawValue
      html +=
        "<input class=\"pick\" type=\"radio\" name=\"architecture\" id=\"pick-\(id)\"\(index == 0 ? " checked" : "")>\n"
    }
    html += "<nav class=\"switcher\" aria-label=\"Architecture\">"
    for column in columns {
      html += "<label for=\"pick-\(column.architecture.rawValue)\">\(column.architecture.displayName)</label>"
    }
    html += "</nav>\n<div class=\"columns\">\n"
    for column in columns { html += self.column(column, action: action, linked: !grown) }
    return html + "</div>\n" + pickScript + "</body></html>\n"
  }

  /// On a phone the page shows one column, picked by the switcher's radio buttons (CSS only, so
  /// every column can be read without script). This script makes a link to a column
  /// (`add-contact.html#tca`) pick its button on load and whenever the fragment changes, and
  /// a button picked puts its column in the address, so the address can be shared. The
  /// `checked` attribute moves with the pick, so the DOM says which column shows. Inline, at
  /// the end of the body: it runs before the browser scrolls to the fragment, so the column is
  /// shown by then. On a desktop, where every column shows, it changes nothing seen.
  static let pickScript = """
    <script>
    (function () {
      var buttons = document.querySelectorAll("input.pick");
      function select(button) {
        buttons.forEach(function (other) { if (other !== button) other.removeAttribute("checked"); });
        button.setAttribute("checked", "");
        button.checked = true;
      }
      function pick() {
        var id = location.hash.slice(1), button = document.getElementById("pick-" + id);
        if (!button || button.className !== "pick") return null;
        select(button);
        return document.getElementById(id);
      }
      pick();
      addEventListener("hashchange", function () {
        var column = pick();
        if (column) column.scrollIntoView();
      });
      buttons.forEach(function (button) {
        button.addEventListener("change", function () {
          if (!button.checked) return;
          select(button);
          history.replaceState(null, "", "#" + button.id.slice("pick-".length));
        });
      });
    })();
    </script>

    """

  /// Links to the pages of `actions` (by default those of `current`'s app: today's or the grown one's).
  static func actionLinks(current: TourAction?, actions: [TourAction]? = nil) -> String {
    let shown = actions ?? ((current?.step ?? 0) > 0 ? TourAction.grown : TourAction.today)
    return shown.map { action in
      action == current
        ? "<a class=\"here\" href=\"\(action.pageName)\" aria-current=\"page\">\(Markup.escape(action.title))</a>"
        : "<a href=\"\(action.pageName)\">\(Markup.escape(action.title))</a>"
    }.joined(separator: " ")
  }

  static func legend() -> String {
    Role.allCases.filter { $0 != .other }.map { role in
      "<span><i class=\"swatch\" style=\"background:\(TourStyle.color(of: role))\"></i>\(Markup.escape(role.title))</span>"
    }.joined()
  }

  private static func column(_ column: TourColumn, action: TourAction, linked: Bool) -> String {
    let figures = column.figures(of: action)
    var html = """
      <section class="column col-\(column.architecture.rawValue)" id="\(column.architecture.rawValue)">
      <h2>\(column.architecture.displayName)</h2>
      <p class="figures">\(count(figures.files, "file")) · \(count(figures.types, "type")) · \(count(figures.functions, "function")) · \(count(figures.lines, "line")) · \(count(figures.boundaries, "protocol boundary", "protocol boundaries"))</p>

      """
    if column.files.isEmpty {
      html += "<p class=\"empty\">No line of the \(column.architecture.displayName) module ran.</p>\n"
    }
    for file in column.files { html += self.file(file, linked: linked) }
    if !column.crossings.isEmpty {
      html +=
        "<details class=\"shared\"><summary>Protocol boundaries crossed: \(column.crossings.count)</summary><ul>"
        + column.crossings.map { "<li>\(Markup.escape($0))</li>" }.joined() + "</ul></details>\n"
    }
    let sharedLines = column.shared.values.reduce(0, +)
    html +=
      "<details class=\"shared\"><summary>Shared targets (ScreenKit, Storage, Entities): \(count(sharedLines, "line")) in \(count(column.shared.count, "file"))</summary><ul>"
      + column.shared.sorted { $0.key < $1.key }.map { path, count in
        "<li>\(link(path, to: linked ? "../../" + path : nil)): \(self.count(count, "line"))</li>"
      }.joined() + "</ul></details>\n"
    return html + "</section>\n"
  }

  /// `text` as a link to `target`, or as plain text without one.
  private static func link(_ text: String, to target: String?) -> String {
    target.map { "<a href=\"\(Markup.escape($0))\">\(Markup.escape(text))</a>" } ?? Markup.escape(text)
  }

  private static func file(_ file: TourFile, linked: Bool) -> String {
    let first = file.executed.min() ?? 1
    let shown = file.path.split(separator: "/").dropFirst(2).joined(separator: "/")
    var html = """
      <article class="file" style="--role:\(TourStyle.color(of: file.role))">
      <h3><span class="role">\(Markup.escape(file.role.title))</span>\(link(shown, to: linked ? "../../\(file.path)#L\(first)" : nil)) · \(count(file.executed.count, "line")) run</h3>

      """
    var number = 1
    while number <= file.lines.count {
      let hit = file.executed.contains(number)
      var end = number
      while end < file.lines.count, file.executed.contains(end + 1) == hit { end += 1 }
      let run = number...end
      if hit {
        html += "<pre>" + run.map { line(file, $0, class: "hit") }.joined() + "</pre>\n"
      } else if run.count <= shortGap, number > 1, end < file.lines.count {
        html += "<pre>" + run.map { line(file, $0, class: "gap") }.joined() + "</pre>\n"
      } else {
        let label = run.count == 1 ? "line \(number) not run" : "lines \(number)–\(end) not run"
        html +=
          "<details class=\"fold\"><summary>\(label)</summary><pre>"
          + run.map { line(file, $0, class: "gap") }.joined() + "</pre></details>\n"
      }
      number = end + 1
    }
    return html + "</article>\n"
  }

  /// `1 line`, `2 lines`.
  static func count(_ number: Int, _ singular: String, _ plural: String? = nil) -> String {
    "\(number) \(number == 1 ? singular : plural ?? singular + "s")"
  }

  private static func line(_ file: TourFile, _ number: Int, class name: String) -> String {
    "<span class=\"line \(name)\"><span class=\"ln\">\(number)</span>\(Markup.escape(file.lines[number - 1]))</span>"
  }
}
