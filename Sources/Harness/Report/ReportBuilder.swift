import Foundation

/// Turns the measured figures into the comparison report.
enum ReportBuilder {
  static let scenarios = [
    ("openContacts", "Open the contacts list with N contacts"),
    ("addContact", "Add one contact into a list of N"),
    ("openUpcoming", "Open Upcoming with N items"),
    ("addItem", "The full add-item flow with N items"),
  ]

  static func f0(_ value: Double) -> String { String(format: "%.0f", value) }
  static func f1(_ value: Double) -> String { String(format: "%.1f", value) }
  static func f2(_ value: Double) -> String { String(format: "%.2f", value) }
  static func pct(_ value: Double) -> String { String(format: "%.1f%%", value) }
  static func ms(_ ns: Double) -> String {
    ns >= 10_000_000 ? String(format: "%.0f", ns / 1e6) : String(format: "%.3f", ns / 1e6)
  }

  static func build(_ metrics: Metrics) -> ReportDocument {
    var doc = ReportDocument(title: "ArchLab: MVC, MVP, MVVM and VIPER, measured")
    let archs = metrics.architectures
    let names = archs.map { $0.architecture.uppercased() }
    let p = metrics.provenance
    doc.paragraph(
      "The same feature (`../shared/spec/FEATURE.md`: a Contacts list and an Upcoming to-do list) built four times, measured by `swift run archlab report` on commit `\(p.commit)`, \(p.date), with \(p.toolchain), on \(p.cores) cores and \(p.memoryBytes / 1_073_741_824) GiB (\(p.system)). Every figure below comes from that run; `metrics.json` holds them all."
    )

    doc.heading(2, "Summary")
    let largestN = metrics.benchmarks?.map(\.n).max()
    var summaryHeader = [
      "", "Files", "Types + protocols", "Code lines", "Largest type (code lines)", "Complexity mean / max",
      "Unit tests", "Unit-test coverage", "Acceptance coverage",
    ]
    if let largestN { summaryHeader.append("Open contacts ×floor (N=\(largestN))") }
    doc.table(
      summaryHeader,
      archs.map { a in
        var row = [
          a.architecture.uppercased(), "\(a.size.total.files)",
          "\(a.size.total.types) + \(a.size.total.protocols)",
          "\(a.size.total.lines.code)",
          "\(a.size.complexity.largestType.name) (\(a.size.complexity.largestType.codeLines))",
          "\(f2(a.size.complexity.mean)) / \(a.size.complexity.max)", "\(a.size.unitTests.tests)",
          a.unitCoverage.map { pct($0.total.linePercent) } ?? "–",
          a.acceptanceCoverage.map { pct($0.total.linePercent) } ?? "–",
        ]
        if let largestN, let benchmarks = metrics.benchmarks {
          row.append(
            BenchmarkAnalysis.overhead(
              benchmarks, variant: a.architecture, scenario: "openContacts", n: largestN
            ).map { f2($0) + "×" } ?? "–")
        }
        return row
      })

    doc.heading(2, "What the numbers say about the articles' claims")
    doc.list(metrics.claims.map { "**\($0.claim)** — \($0.verdict). \($0.evidence)" })

    doc.heading(2, "Lines of code per role")
    let roles = Role.allCases.filter { role in archs.contains { ($0.size.roles[role]?.lines.code ?? 0) > 0 } }
    doc.paragraph(
      "Code lines (not comments or blank lines), from a swift-syntax parse of each module's `Sources/<ARCH>/` folder. A type's role is read from its name's suffix; an extension counts for the type it extends; `other` is what matches no suffix (entities-like structs, helpers)."
    )
    doc.table(
      [""] + names,
      roles.map { role in [role.title] + archs.map { "\($0.size.roles[role]?.lines.code ?? 0)" } } + [
        ["**total**"] + archs.map { "**\($0.size.total.lines.code)**" }
      ])
    doc.chart(
      "lines-by-role.svg", "Code lines per role",
      SVGChart.stackedBars(
        title: "Code lines per role", categories: names,
        series: roles.map { role in (role.title, archs.map { Double($0.size.roles[role]?.lines.code ?? 0) })
        }, unit: "lines"))
    doc.paragraph(
      "Per feature folder (`Shared` is the module's entry point and helpers used by both features):")
    doc.table(
      ["", "Contacts", "Upcoming", "Shared"],
      archs.map { a in
        [a.architecture.uppercased()]
          + ["Contacts", "Upcoming", "Shared"].map { feature in
            "\(a.size.features[feature]?.values.reduce(0) { $0 + $1.lines.code } ?? 0)"
          }
      })
    doc.table(
      ["", "Files", "Types", "Protocols", "Functions", "Comment lines", "Blank lines"],
      archs.map { a in
        [
          a.architecture.uppercased(), "\(a.size.total.files)", "\(a.size.total.types)",
          "\(a.size.total.protocols)", "\(a.size.total.functions)", "\(a.size.total.lines.comment)",
          "\(a.size.total.lines.blank)",
        ]
      })

    doc.heading(2, "Complexity")
    doc.paragraph(
      "Cyclomatic complexity per function (1 + each `if`, `guard`, `for`, `while`, `repeat`, `case`, `catch`, `?:`, `&&`, `||`), over functions, initializers, computed properties and subscripts. The largest type and file are the \"massive view controller\" indicator."
    )
    doc.table(
      [
        "", "Functions", "Mean", "90th percentile", "Max", "Most complex function", "Largest type",
        "Largest file",
      ],
      archs.map { a in
        let c = a.size.complexity
        return [
          a.architecture.uppercased(), "\(c.functionCount)", f2(c.mean), "\(c.p90)", "\(c.max)",
          "`\(c.mostComplexFunction)`",
          "`\(c.largestType.name)` (\(c.largestType.role.title), \(c.largestType.codeLines))",
          "`\(c.largestFile.name)` (\(c.largestFile.codeLines))",
        ]
      })
    doc.chart(
      "complexity.svg", "Cyclomatic complexity per function",
      SVGChart.groupedBars(
        title: "Cyclomatic complexity per function", categories: names,
        series: [
          ("mean", archs.map { $0.size.complexity.mean }),
          ("90th percentile", archs.map { Double($0.size.complexity.p90) }),
          ("max", archs.map { Double($0.size.complexity.max) }),
        ]))

    doc.heading(2, "Tests and coverage")
    doc.paragraph(
      "Line coverage of each module's `Sources/<ARCH>/` files, measured twice with `swift test --enable-code-coverage` and the toolchain's `llvm-cov`: by the module's own unit tests alone (what can be verified without driving the UI), and by the acceptance suite alone (\(metrics.acceptanceSuite.tests) tests, \(metrics.acceptanceSuite.lines.code) code lines, each run against all four architectures)."
    )
    doc.table(
      [
        "", "Unit tests", "Unit-test code lines", "Lines covered by unit tests",
        "Functions covered by unit tests", "Lines covered by acceptance", "Functions covered by acceptance",
      ],
      archs.map { a in
        [
          a.architecture.uppercased(), "\(a.size.unitTests.tests)", "\(a.size.unitTests.lines.code)",
          a.unitCoverage.map { "\(pct($0.total.linePercent)) (\($0.total.coveredLines)/\($0.total.lines))" }
            ?? "–",
          a.unitCoverage.map { pct($0.total.functionPercent) } ?? "–",
          a.acceptanceCoverage.map {
            "\(pct($0.total.linePercent)) (\($0.total.coveredLines)/\($0.total.lines))"
          } ?? "–",
          a.acceptanceCoverage.map { pct($0.total.functionPercent) } ?? "–",
        ]
      })
    if archs.contains(where: { $0.unitCoverage != nil }) {
      doc.chart(
        "coverage.svg", "Line coverage: unit tests alone vs acceptance suite alone",
        SVGChart.groupedBars(
          title: "Line coverage (%)", categories: names,
          series: [
            ("unit tests", archs.map { $0.unitCoverage?.total.linePercent ?? 0 }),
            ("acceptance suite", archs.map { $0.acceptanceCoverage?.total.linePercent ?? 0 }),
          ],
          maxValue: 100, suffix: "%"))
      doc.paragraph("Unit-test line coverage per role (a file counts for its main role):")
      let covRoles = Role.allCases.filter { role in archs.contains { $0.unitCoverage?.roles[role] != nil } }
      doc.table(
        [""] + names,
        covRoles.map { role in
          [role.title] + archs.map { a in a.unitCoverage?.roles[role].map { pct($0.linePercent) } ?? "–" }
        })
    }

    doc.heading(2, "Runtime and memory")
    if let benchmarks = metrics.benchmarks, !benchmarks.isEmpty {
      doc.paragraph(
        "Measured by the `Benchmarks/` package (ordo-one/benchmark, release build), driving the screens through the ScreenKit driver. The **floor** does the same work — the same storage reads, the same sort keys and the same rendering — with no architecture in between; ×floor is the ratio of medians measured in this run. Growth is the slope of log(time) against log(N): 1 is linear."
      )
      let variants = ["floor"] + archs.map(\.architecture)
      let sizes = Set(benchmarks.map(\.n)).sorted()
      for (scenario, label) in scenarios where benchmarks.contains(where: { $0.scenario == scenario }) {
        doc.heading(3, label)
        /// A variant's row: its name, then one cell per size (– where not measured).
        func row(_ variant: String, _ cell: (BenchmarkResult) -> String) -> [String] {
          [variant == "floor" ? "floor" : variant.uppercased()]
            + sizes.map { n in
              BenchmarkAnalysis.result(benchmarks, variant: variant, scenario: scenario, n: n).map(cell)
                ?? "–"
            }
        }
        doc.table(
          ["Median ms (p90)"] + sizes.map { "N=\($0)" } + ["Growth"],
          variants.map { variant in
            row(variant) { r in
              let ratio = BenchmarkAnalysis.overhead(benchmarks, variant: variant, scenario: scenario, n: r.n)
              let shown = variant == "floor" ? "" : ratio.map { ", \(f2($0))×" } ?? ""
              return "\(ms(r.wallClockMedianNs)) (\(ms(r.wallClockP90Ns))\(shown))"
            } + [BenchmarkAnalysis.growth(benchmarks, variant: variant, scenario: scenario).map(f2) ?? "–"]
          })
        doc.table(
          ["Mallocs / peak MB"] + sizes.map { "N=\($0)" },
          variants.map { variant in
            row(variant) { "\(f0($0.mallocCountMedian)) / \(f1($0.peakMemoryResidentBytes / 1_048_576))" }
          })
        doc.chart(
          "runtime-\(scenario).svg", label,
          SVGChart.logLogLines(
            title: "\(label): median time",
            series: variants.map { variant in
              (
                variant == "floor" ? "floor" : variant.uppercased(),
                benchmarks.filter { $0.variant == variant && $0.scenario == scenario }.map {
                  (Double($0.n), $0.wallClockMedianNs)
                }
              )
            }))
      }
    } else {
      doc.paragraph("Benchmarks were skipped in this run (`--skip-benchmarks`).")
    }

    doc.heading(2, "Reliability")
    if let reliability = metrics.reliability, !reliability.isEmpty {
      doc.paragraph(
        "From the `ReliabilityTests` target, run by this report: every figure was measured in this run.")
      doc.table(
        ["Check", "Tried", "Passed", "Result"],
        reliability.map { r in
          [r.check, r.tried.map(String.init) ?? "–", r.passed.map(String.init) ?? "–", r.detail]
        })
    } else {
      doc.paragraph(
        "The reliability checks were not run in this report (coverage runs skipped, or no `Tests/ReliabilityTests`)."
      )
    }

    costOfChange(metrics.costOfChange, into: &doc)

    doc.heading(2, "Coupling")
    doc.paragraph(
      "For each role (rows), how many distinct types of each other role and of each shared target it refers to (columns), from the parse."
    )
    for a in archs {
      doc.heading(3, a.architecture.uppercased())
      let fromRoles = a.size.coupling.keys.sorted()
      let columns = Array(Set(a.size.coupling.values.flatMap(\.keys))).sorted { lhs, rhs in
        let l = Role(rawValue: lhs), r = Role(rawValue: rhs)
        switch (l, r) {
        case (let l?, let r?): return l < r
        case (.some, nil): return true
        case (nil, .some): return false
        default: return lhs < rhs
        }
      }
      if fromRoles.isEmpty { doc.paragraph("No references between roles."); continue }
      doc.table(
        ["from \\ to"] + columns.map { Role(rawValue: $0)?.title ?? $0 },
        fromRoles.map { role in
          [role.title] + columns.map { column in a.size.coupling[role]?[column].map(String.init) ?? "·" }
        })
    }

    doc.heading(2, "How this report was made")
    doc.list(metrics.timings.map { "\($0.step): \(f1($0.seconds)) s" })
    doc.paragraph(
      "Regenerate with `swift run archlab report` (add `--skip-benchmarks` for a quicker run); compare two runs with `swift run archlab report --compare OLD/metrics.json`."
    )
    return doc
  }
}
