import HarnessSupport
import Metrics

extension ReportBuilder {
  /// Cyclomatic complexity per function, the largest type and file.
  static func complexity(_ metrics: Metrics, into doc: inout ReportDocument) {
    let archs = metrics.architectures
    doc.heading(2, "Complexity")
    doc.paragraph(
      "Cyclomatic complexity per function (1 + each `if`, `guard`, `for`, `while`, `repeat`, `case`, `catch`, `?:`, `&&`, `||`), over functions, initializers, computed properties and subscripts. The largest type and file are the \"massive view controller\" indicator."
    )
    doc.table(
      [
        "", "Functions measured", FigureLabel.complexityMean, FigureLabel.complexityP90, "Max",
        "Most complex function", "Largest type", "Largest file",
      ],
      archs.map { a in
        let c = a.size.complexity
        return [
          a.architecture.displayName, "\(c.functionCount)", Format.f2(c.mean), "\(c.p90)", "\(c.max)",
          "`\(c.mostComplexFunction)`",
          "`\(c.largestType.name)` (\(c.largestType.role.title), \(c.largestType.codeLines))",
          "`\(c.largestFile.name)` (\(c.largestFile.codeLines))",
        ]
      })
    doc.chart(
      "complexity.svg", "Cyclomatic complexity per function",
      SVGChart.groupedBars(
        title: "Cyclomatic complexity per function", categories: archs.map(\.architecture.displayName),
        series: [
          SVGChart.Series("mean", ChartStyles.complexityMean, archs.map { $0.size.complexity.mean }),
          SVGChart.Series(
            "90th percentile", ChartStyles.complexityP90, archs.map { Double($0.size.complexity.p90) }),
          SVGChart.Series("max", ChartStyles.complexityMax, archs.map { Double($0.size.complexity.max) }),
        ], axis: SVGChart.Axis("cyclomatic complexity (1 + branches)")))
  }
}
