import Analysis
import ArchLab

/// The tour pages' colours and style sheet, written into every page so each
/// stands alone (no external file, no network).
enum TourStyle {
  /// The colour of `role`: its colour in every chart (``Analysis/Role/chartStyle``).
  static func color(of role: Role) -> String { role.chartStyle.color }

  /// The CSS of every tour page: columns side by side scrolling together on a
  /// desktop, a radio-button switcher on a phone, its buttons wrapping onto as many
  /// rows as the screen needs (ten architectures are wider than a phone).
  static func css() -> String {
    var css = """
      body{font:15px/1.45 -apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;margin:0;color:#222;background:#fafafa}
      header{padding:12px 20px;background:#fff;border-bottom:1px solid #ddd}
      header h1{margin:4px 0;font-size:1.5em}
      a{color:#1f5fa8}
      nav.actions a{margin-right:.8em;white-space:nowrap}
      nav.actions a.here{font-weight:bold;color:#222;text-decoration:none}
      .legend span{display:inline-block;margin:2px 10px 2px 0;white-space:nowrap}
      .swatch{display:inline-block;width:11px;height:11px;border-radius:2px;margin-right:4px;vertical-align:-1px}
      table{border-collapse:collapse;background:#fff}
      th,td{border:1px solid #ddd;padding:4px 8px;text-align:right}
      th:first-child,td:first-child{text-align:left}
      tr.action th{text-align:left;background:#f0f0f0;padding-top:8px}
      main{padding:12px 20px}
      input.pick{position:absolute;opacity:0;pointer-events:none}
      .switcher{display:none}
      .columns{display:grid;grid-auto-flow:column;grid-auto-columns:minmax(34rem,1fr);gap:14px;overflow-x:auto;padding:12px 20px 40px}
      .column{min-width:0;scroll-margin-left:20px}
      .column h2{margin:0 0 2px;font-size:1.25em}
      .figures{margin:0 0 10px;color:#555;font-size:.9em}
      .file{background:#fff;border:1px solid #ddd;border-left:6px solid var(--role);border-radius:4px;margin-bottom:12px}
      .file h3{margin:0;padding:6px 8px;font-size:.9em;font-weight:normal;border-bottom:1px solid #eee;overflow-wrap:anywhere}
      .role{display:inline-block;padding:0 6px;border-radius:3px;color:#fff;background:var(--role);font-size:.85em;margin-right:6px}
      pre{margin:0;padding:0 8px;font:12.5px/1.5 ui-monospace,Menlo,Consolas,monospace;white-space:pre-wrap;overflow-wrap:anywhere}
      .line{display:block;padding-left:3.6em;text-indent:-3.6em}
      .ln{display:inline-block;width:3em;margin-right:.6em;text-indent:0;text-align:right;color:#999;text-decoration:none}
      .hit{background:#fff5c2}
      .hit .ln{color:#6b5a00}
      .gap{color:#888}
      details.fold summary{cursor:pointer;padding:1px 8px;color:#777;font-size:.8em;background:#f3f3f3}
      details.shared{margin-top:6px;font-size:.9em;color:#444}
      details.shared ul{margin:4px 0;padding-left:1.2em}
      .empty{color:#777;font-style:italic}
      @media (max-width:700px){
      .columns{display:block;padding:8px 10px 40px}
      .column{display:none}
      .switcher{display:flex;flex-wrap:wrap;gap:6px;padding:8px 10px;position:sticky;top:0;background:#fafafa;z-index:1}
      .jump{display:none}
      .switcher label{flex:1 1 auto;text-align:center;padding:5px 8px;border:1px solid #bbb;border-radius:6px;background:#fff;cursor:pointer;white-space:nowrap}
      .column{scroll-margin-top:9rem}
      main,header{padding-left:10px;padding-right:10px}
      th,td{padding:4px 4px;font-size:14px}

      """
    for architecture in Architecture.allCases {
      let id = architecture.rawValue
      css +=
        "#pick-\(id):checked~.columns .col-\(id){display:block}\n"
        + "#pick-\(id):checked~.switcher label[for=pick-\(id)]{background:#1f5fa8;color:#fff;border-color:#1f5fa8}\n"
    }
    return css + "}\n"
  }
}
