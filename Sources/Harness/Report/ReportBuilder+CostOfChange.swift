extension ReportBuilder {
  /// The "Cost of change" section: what each exercise's reference solution
  /// touched in each architecture, as a table and two charts.
  static func costOfChange(_ costs: [ExerciseCost]?, into doc: inout ReportDocument) {
    doc.heading(2, "Cost of change")
    guard let costs, !costs.isEmpty else {
      doc.paragraph("No workshop exercises were found (`Workshop/Exercises/`), so no change was measured.")
      return
    }
    doc.paragraph(
      "The workshop (`Workshop/`) asks for the same change in each architecture; each exercise has a reference solution per architecture, written as that architecture's advocates would (`Workshop/Exercises/<id>/solutions/<arch>.patch`) and proven by CI to turn the exercise's acceptance tests from red to green. Measured here from the patches, on Swift files only (documentation edits are not counted): source files touched, roles touched (the role of the declaration around each added or removed line), source lines added and removed (a minimal line diff), types and protocols added, and test lines. Changes to shared targets every architecture needs alike (`solutions/shared.patch`) are listed apart."
    )
    doc.table(
      ["Exercise", "", "Files", "Roles touched", "Lines + / −", "Types added", "Test lines + / −"],
      costs.flatMap { cost in
        let fewest = Set(cost.fewestRoles)
        return cost.solutions.enumerated().map { index, solution in
          let change = solution.change
          let roles = change.roles.map(\.title).joined(separator: ", ")
          return [
            index == 0 ? cost.heading : "",
            solution.architecture.uppercased() + (fewest.contains(solution.architecture) ? " ◆" : ""),
            "\(change.files.count)", "\(change.roles.count)" + (roles.isEmpty ? "" : " (\(roles))"),
            "+\(change.linesAdded) / −\(change.linesRemoved)",
            "\(change.typesAdded.count)"
              + (change.typesAdded.isEmpty ? "" : " (\(change.typesAdded.joined(separator: ", ")))"),
            "+\(change.testLinesAdded) / −\(change.testLinesRemoved)",
          ]
        }
      })
    doc.paragraph(
      "◆ marks the architecture(s) whose change stayed inside the fewest roles for that exercise. Read the roles with the lines beside them: an architecture with fewer roles to begin with (MVC's controller holds most of the feature) has fewer to touch, and a change in fewer roles can still be a larger edit of a larger type (see Lines of code per role)."
    )
    let shared = costs.compactMap { cost in
      cost.shared.map { change in
        "\(cost.heading): \(change.sharedTargets.joined(separator: ", ")) — \(change.files.count) source files, +\(change.linesAdded) / −\(change.linesRemoved) lines, +\(change.testLinesAdded) / −\(change.testLinesRemoved) test lines, the same for every architecture"
      }
    }
    if !shared.isEmpty {
      doc.paragraph("Shared-target changes, not counted in the rows above:")
      doc.list(shared)
    }
    let architectures = costs.first?.solutions.map(\.architecture) ?? []
    let totals = architectures.map { architecture in
      (
        architecture,
        roles: costs.reduce(0) {
          $0 + ($1.solutions.first { $0.architecture == architecture }?.change.roles.count ?? 0)
        },
        lines: costs.reduce(0) {
          $0 + ($1.solutions.first { $0.architecture == architecture }?.change.linesChanged ?? 0)
        },
        wins: costs.filter { $0.fewestRoles.contains(architecture) }.count
      )
    }
    if let least = totals.map(\.roles).min() {
      let winners = totals.filter { $0.roles == least }.map { $0.0.uppercased() }
      doc.paragraph(
        "**Fewest roles:** across the \(costs.count) exercises, "
          + totals.map {
            "\($0.0.uppercased()) touched \($0.roles) roles in all (\($0.lines) lines changed; fewest in \($0.wins) of \(costs.count))"
          }
          .joined(separator: ", ")
          + ". The change stayed inside the fewest roles in **\(winners.joined(separator: " and "))**.")
    }
    let categories = costs.map { String($0.exercise.prefix(2)) }
    /// One bar per architecture in each exercise's group.
    func series(_ value: (ChangeSize) -> Int) -> [(name: String, values: [Double])] {
      architectures.map { architecture in
        (
          architecture.uppercased(),
          costs.map { cost in
            Double(cost.solutions.first { $0.architecture == architecture }.map { value($0.change) } ?? 0)
          }
        )
      }
    }
    doc.chart(
      "cost-of-change-lines.svg", "Source lines changed (added + removed) per exercise",
      SVGChart.groupedBars(
        title: "Source lines changed per exercise (reference solutions)", categories: categories,
        series: series(\.linesChanged)))
    doc.chart(
      "cost-of-change-roles.svg", "Roles touched per exercise",
      SVGChart.groupedBars(
        title: "Roles touched per exercise (reference solutions)", categories: categories,
        series: series(\.roles.count)))
  }
}
