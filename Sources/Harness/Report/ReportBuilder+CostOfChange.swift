import ArchLab
import Claims
import HarnessSupport
import Metrics
import Workshop

extension ReportBuilder {
  /// The "Cost of change" section: what each exercise's reference solution
  /// touched in each architecture, as a table, a summary and two charts.
  package static func costOfChange(_ metrics: Metrics, into doc: inout ReportDocument) {
    doc.heading(2, "Cost of change")
    guard let costs = metrics.costOfChange, !costs.isEmpty else {
      doc.paragraph("No workshop exercises were found (`Workshop/Exercises/`), so no change was measured.")
      return
    }
    doc.paragraph(
      "The workshop (`Workshop/`) asks for the same change in each architecture; each exercise has a reference solution per architecture, written as that architecture's advocates would (`Workshop/Exercises/<id>/solutions/<arch>.patch`) and proven by CI to turn the exercise's acceptance tests from red to green. Measured here from the patches, on Swift files only (documentation edits are not counted): source files touched; roles touched (the role of the declaration around each added or removed line — a line outside every declaration, such as an import, counts for no role); code lines added and removed (a minimal line diff), with comment and blank lines in their own columns; types and protocols added; and test code lines. Changes to shared targets every architecture needs alike (`solutions/shared.patch`) are listed apart."
    )
    doc.table(
      [
        "Exercise", "", "Files", "Roles touched", "Code lines + / −", "Comment lines + / −",
        "Blank lines + / −",
        "Types added", "Test code lines + / −",
      ],
      costs.flatMap(costRows))
    doc.paragraph(
      "◆ marks the architecture(s) whose change stayed inside the fewest roles for that exercise. Read the roles with the lines beside them: an architecture with fewer roles to begin with (MVC's controller holds most of the feature) has fewer to touch, and a change in fewer roles can still be a larger edit of a larger type (see Lines of code per role)."
    )
    sharedChanges(costs, into: &doc)
    fewestRoles(costs, architectures: metrics.architectures.map(\.architecture), into: &doc)
    // The charts draw the architectures with a solution to every exercise: a missing one is no bar, not a zero.
    costCharts(
      costs,
      architectures: metrics.architectures.map(\.architecture).filter { architecture in
        costs.allSatisfy { $0.solution(for: architecture) != nil }
      }, into: &doc)
  }

  /// One row per architecture of an exercise; the first names the exercise.
  static func costRows(_ cost: ExerciseCost) -> [[String]] {
    let fewest = Set(cost.fewestRoles)
    return cost.solutions.enumerated().map { index, solution in
      let change = solution.change
      let roles = change.roles.map(\.title).joined(separator: ", ")
      return [
        index == 0 ? cost.heading : "",
        solution.architecture.displayName + (fewest.contains(solution.architecture) ? " ◆" : ""),
        "\(change.files.count)", "\(change.roles.count)" + (roles.isEmpty ? "" : " (\(roles))"),
        "+\(change.linesAdded.code) / −\(change.linesRemoved.code)",
        "+\(change.linesAdded.comment) / −\(change.linesRemoved.comment)",
        "+\(change.linesAdded.blank) / −\(change.linesRemoved.blank)",
        "\(change.typesAdded.count)"
          + (change.typesAdded.isEmpty ? "" : " (\(change.typesAdded.joined(separator: ", ")))"),
        "+\(change.testLinesAdded.code) / −\(change.testLinesRemoved.code)",
      ]
    }
  }

  /// The shared-target changes, listed apart from the architectures' rows.
  static func sharedChanges(_ costs: [ExerciseCost], into doc: inout ReportDocument) {
    let shared = costs.compactMap { cost in
      cost.shared.map { change in
        "\(cost.heading): \(change.sharedTargets.joined(separator: ", ")) — \(change.files.count) source files, +\(change.linesAdded.code) / −\(change.linesRemoved.code) code lines, +\(change.testLinesAdded.code) / −\(change.testLinesRemoved.code) test code lines, the same for every architecture"
      }
    }
    guard !shared.isEmpty else { return }
    doc.paragraph("Shared-target changes, not counted in the rows above:")
    doc.list(shared)
  }

  /// Roles touched and code lines changed across all exercises, and where the fewest roles were touched.
  static func fewestRoles(
    _ costs: [ExerciseCost], architectures: [Architecture], into doc: inout ReportDocument
  ) {
    // An architecture without a reference solution for every exercise is not ranked:
    // a missing solution is no change at all, which would win.
    let complete = architectures.filter { architecture in
      costs.allSatisfy { $0.solution(for: architecture) != nil }
    }
    let incomplete = architectures.filter { !complete.contains($0) }.map(\.displayName)
    let totals = complete.map { architecture in
      (
        architecture,
        roles: costs.reduce(0) { $0 + ($1.solution(for: architecture)?.change.roles.count ?? 0) },
        lines: costs.reduce(0) { $0 + ($1.solution(for: architecture)?.change.codeLinesChanged ?? 0) },
        wins: costs.filter { $0.fewestRoles.contains(architecture) }.count
      )
    }
    guard let least = totals.map(\.roles).min() else { return }
    let winners = totals.filter { $0.roles == least }.map(\.0.displayName)
    let each = totals.map {
      "\($0.0.displayName) touched \($0.roles) roles in all (\($0.lines) code lines changed; fewest in \($0.wins) of \(costs.count))"
    }
    doc.paragraph(
      "**Fewest roles:** across the \(costs.count) exercises, \(each.joined(separator: ", ")). The change stayed inside the fewest roles in **\(Prose.list(winners))**."
        + (incomplete.isEmpty
          ? ""
          : " Not ranked, for want of a reference solution to every exercise: \(Prose.list(incomplete)).")
    )
  }

  /// Code lines changed and roles touched, one bar per architecture in each exercise's group.
  static func costCharts(
    _ costs: [ExerciseCost], architectures: [Architecture], into doc: inout ReportDocument
  ) {
    let categories = costs.map { ChartStyles.exerciseName($0.exercise) }
    func series(_ value: (ChangeSize) -> Int) -> [SVGChart.Series] {
      architectures.map { architecture in
        SVGChart.Series(
          architecture.displayName, ChartStyles.architecture(architecture),
          costs.map { $0.solution(for: architecture).map { Double(value($0.change)) } })
      }
    }
    doc.chart(
      "cost-of-change-lines.svg", "Code lines changed (added + removed) per exercise",
      SVGChart.groupedBars(
        title: "Code lines changed per exercise (reference solutions)", categories: categories,
        series: series(\.codeLinesChanged), axis: SVGChart.Axis("code lines added + removed"),
        categoryTitle: "exercise"))
    doc.chart(
      "cost-of-change-roles.svg", "Roles touched per exercise",
      SVGChart.groupedBars(
        title: "Roles touched per exercise (reference solutions)", categories: categories,
        series: series(\.roles.count), axis: SVGChart.Axis("roles touched"), categoryTitle: "exercise"))
  }
}
