import ArchLab

/// The Markdown table "What one tap costs in reading" for the report's README.
public enum TourTable {
  /// One cell: `4 · 5 · 9 · 41 · 3`.
  public static func cell(_ figures: TourFigures) -> String {
    "\(figures.files) · \(figures.types) · \(figures.functions) · \(figures.lines) · \(figures.boundaries)"
  }

  /// The table, one row per action, one column per architecture, each action
  /// linking to its tour page under `link` (`tour/`).
  public static func markdown(figures: [TourFigures], link: String = "tour/") -> String {
    let architectures = Architecture.allCases
    var lines = [
      "Per action and architecture: files · types · functions · lines of the module the action ran · "
        + "protocol boundaries crossed (a module protocol and a conforming type one of whose requirements ran); "
        + "measured from coverage of an instrumented run, the lines run on reaching the action's starting "
        + "screen taken out. Shared targets are not counted. Each action's tour shows those lines side by side.",
      "",
      "| Action | " + architectures.map(\.displayName).joined(separator: " | ") + " |",
      "|---|" + String(repeating: "---:|", count: architectures.count),
    ]
    for action in TourAction.allCases {
      let cells = architectures.map { architecture in
        figures.first { $0.action == action && $0.architecture == architecture }.map(cell) ?? "not measured"
      }
      lines.append(
        "| [\(action.title)](\(link)\(action.pageName)) | " + cells.joined(separator: " | ") + " |")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
