import ArchLab
import TourScript

/// The table "What one tap costs in reading" for the report: one row per
/// action, one column per architecture.
public enum TourTable {
  /// What the cells give, in one paragraph.
  public static let explanation =
    "Per action and architecture: files · types · functions the action entered in the architecture's module · "
    + "lines it ran there · protocol boundaries it crossed (a module protocol and a conforming type one of whose "
    + "requirements ran). Measured from coverage of real runs: each action was run twice per architecture in an "
    + "instrumented build, once stopped on its starting screen; the lines that ran more often the second time are "
    + "the action's. The shared targets (ScreenKit, ScreenUI, Storage, Entities) are not counted, nor a module's "
    + "framework stand-ins (the stand-in targets it imports or its `Framework/` folder: TCA's store, the bindings, what a real app imports), as its code "
    + "lines leave them out; a cell then gives their files and lines after a plus (`+ 6 stand-in files, 40 lines`)."

  /// The header row: `Action`, then each architecture's name.
  public static var header: [String] { ["Action"] + Architecture.allCases.map(\.displayName) }

  /// One cell: `4 · 5 · 9 · 41 · 3`, and the framework stand-ins it ran apart
  /// (`4 · 5 · 9 · 41 · 3 + 6 stand-in files, 40 lines`).
  public static func cell(_ figures: TourFigures) -> String {
    let own =
      "\(figures.files) · \(figures.types) · \(figures.functions) · \(figures.lines) · \(figures.boundaries)"
    guard let files = figures.standInFiles, files > 0 else { return own }
    return own + " + \(files) stand-in file\(files == 1 ? "" : "s"), \(figures.standInLines ?? 0) lines"
  }

  /// The rows of `actions` (today's app's by default), each action linking to its tour
  /// page under `link` (`tour/`) in Markdown; without `link`, the actions' titles alone.
  public static func rows(
    figures: [TourFigures], actions: [TourAction] = TourAction.today, link: String? = "tour/"
  ) -> [[String]] {
    actions.map { action in
      [link.map { "[\(action.title)](\($0)\(action.pageName))" } ?? action.title]
        + Architecture.allCases.map { architecture in
          figures.first { $0.action == action && $0.architecture == architecture }.map(cell) ?? "not measured"
        }
    }
  }

  /// The explanation and the table of `actions` (today's app's by default) in Markdown.
  public static func markdown(
    figures: [TourFigures], actions: [TourAction] = TourAction.today, link: String = "tour/"
  ) -> String {
    var lines = [explanation, "", "| " + header.joined(separator: " | ") + " |"]
    lines.append("|---|" + String(repeating: "---:|", count: header.count - 1))
    for row in rows(figures: figures, actions: actions, link: link) {
      lines.append("| " + row.joined(separator: " | ") + " |")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
