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
    + "the action's. The shared targets (ScreenKit, Storage, Entities) are not counted."

  /// The header row: `Action`, then each architecture's name.
  public static var header: [String] { ["Action"] + Architecture.allCases.map(\.displayName) }

  /// One cell: `4 · 5 · 9 · 41 · 3`.
  public static func cell(_ figures: TourFigures) -> String {
    "\(figures.files) · \(figures.types) · \(figures.functions) · \(figures.lines) · \(figures.boundaries)"
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
