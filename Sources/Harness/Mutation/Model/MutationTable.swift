import Foundation

/// The results as a plain-text table, one row per module and suite, for the terminal.
public enum MutationTable {
  /// The table's lines: counts per outcome and the score, per module and suite, then the
  /// suites together.
  public static func lines(_ results: [ModuleMutationResult]) -> [String] {
    let outcomes = MutantOutcome.allCases
    var rows = [["module", "suite"] + outcomes.map(\.title) + ["score"]]
    for result in results {
      let tallies = result.suites.map { ($0.title, result.summary.bySuite[$0] ?? MutationTally()) }
      for (suite, tally) in tallies + [("either suite", result.summary.combined)] {
        rows.append([result.module, suite] + outcomes.map { String(tally[$0]) } + [percent(tally.score)])
      }
    }
    let widths = rows[0].indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
    return rows.map { row in
      row.enumerated().map { column, cell in
        column < 2
          ? cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
          : String(repeating: " ", count: widths[column] - cell.count) + cell
      }.joined(separator: "  ")
    }
  }

  /// `87.5 %`, or `–` for no score.
  public static func percent(_ score: Double?) -> String {
    score.map { String(format: "%.1f %%", $0 * 100) } ?? "–"
  }
}
