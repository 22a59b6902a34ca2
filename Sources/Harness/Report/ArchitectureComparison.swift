import HarnessSupport

/// Two architectures side by side, picked by the reader from two lists. The table holds every
/// architecture; an inline script shows the two picked. Without the script the pickers stay
/// hidden and the whole table shows.
struct ArchitectureComparison {
  /// The architectures, in the table's order: anchor-like id (`mvc`) and name.
  var architectures: [(id: String, name: String)]
  /// A row per figure: its label and one cell per architecture (Markdown inline text); a row
  /// without cells heads the group of rows after it.
  var rows: [(label: String, cells: [String])]
  /// What the table shows, in one sentence (Markdown inline text).
  var explanation: String

  /// In Markdown, only where to find it: a README cannot pick.
  var markdown: String {
    "**Compare two:** in `index.html`, pick any two architectures to see them side by side. \(explanation)\n"
  }

  /// The pickers, the table and the script.
  var html: String {
    let pick = { (id: String, selected: Int) in
      "<select id=\"\(id)\">"
        + architectures.enumerated().map { index, architecture in
          "<option value=\"\(architecture.id)\"\(index == selected ? " selected" : "")>\(Markup.escape(architecture.name))</option>"
        }.joined() + "</select>"
    }
    var html =
      "<div class=\"compare\">\n<p>\(ReportDocument.inline(explanation))</p>\n<p id=\"compare-pickers\" hidden><label>Compare \(pick("compare-a", 0))</label><label>with \(pick("compare-b", min(1, architectures.count - 1)))</label></p>\n"
    html +=
      "<div class=\"scroll\"><table id=\"compare-table\"><thead><tr><th></th>"
      + architectures.map { "<th data-arch=\"\($0.id)\">\(Markup.escape($0.name))</th>" }.joined()
      + "</tr></thead><tbody>"
    for row in rows {
      guard !row.cells.isEmpty else {
        html +=
          "<tr class=\"group\"><th class=\"text\" colspan=\"\(architectures.count + 1)\">\(ReportDocument.inline(row.label))</th></tr>"
        continue
      }
      html +=
        "<tr><th class=\"text\">\(ReportDocument.inline(row.label))</th>"
        + zip(architectures, row.cells).map {
          "<td data-arch=\"\($0.id)\">\(ReportDocument.breakable($1))</td>"
        }
        .joined() + "</tr>"
    }
    return html + "</tbody></table></div>\n<script>\n\(Self.script)</script>\n</div>\n"
  }

  /// Shows the two architectures picked, the first picked first; hides the others.
  static let script = """
    (function () {
      var table = document.getElementById("compare-table");
      var first = document.getElementById("compare-a"), second = document.getElementById("compare-b");
      function show() {
        for (var r = 0; r < table.rows.length; r++) {
          var row = table.rows[r], cells = Array.prototype.slice.call(row.cells, 1);
          cells.forEach(function (cell) { cell.hidden = true; });
          [first.value, second.value].forEach(function (id) {
            var cell = cells.filter(function (c) { return c.getAttribute("data-arch") === id; })[0];
            if (cell) { cell.hidden = false; row.appendChild(cell); }
          });
        }
      }
      first.addEventListener("change", show);
      second.addEventListener("change", show);
      document.getElementById("compare-pickers").hidden = false;
      show();
    })();

    """
}
