import Foundation
import HarnessSupport
import Testing

@testable import Analysis
@testable import TestRuns

@Suite("Coverage from llvm-cov's export")
struct CoverageReaderTests {
  @Test("Coverage is read from llvm-cov's export, without .build and Tests files")
  func export() throws {
    let json = """
      {"data":[{"files":[
        {"filename":"/w/Sources/MVC/A.swift","summary":{"lines":{"count":10,"covered":7},"functions":{"count":2,"covered":1}}},
        {"filename":"/w/Tests/MVCTests/T.swift","summary":{"lines":{"count":5,"covered":5},"functions":{"count":1,"covered":1}}},
        {"filename":"/w/.build/checkouts/x.swift","summary":{"lines":{"count":5,"covered":5},"functions":{"count":1,"covered":1}}},
        {"filename":"/elsewhere/B.swift","summary":{"lines":{"count":5,"covered":5},"functions":{"count":1,"covered":1}}}
      ]}]}
      """
    let files = try CoverageReader.files(fromExport: Data(json.utf8), root: URL(fileURLWithPath: "/w"))
    #expect(
      files == [
        "Sources/MVC/A.swift": CoverageFigures(coveredLines: 7, lines: 10, coveredFunctions: 1, functions: 2)
      ])
  }

  /// A module of two files: one with a function, one with only a protocol.
  func module() -> ModuleSize {
    let withCode = SourceAnalyzer.analyze(
      path: "Sources/M/ListPresenter.swift", text: "final class ListPresenter {\n  func load() {}\n}\n")
    let declarations = SourceAnalyzer.analyze(
      path: "Sources/M/ListViewProtocol.swift", text: "protocol ListViewProtocol {\n  func show()\n}\n")
    return WorkspaceAnalyzer(root: URL(filePath: "/w")).summarize(
      module: "M", files: [withCode, declarations], tests: [], sharedNames: [:])
  }

  @Test("A module's coverage sums its files by main role")
  func sums() throws {
    let figures = CoverageFigures(coveredLines: 2, lines: 3, coveredFunctions: 1, functions: 1)
    let coverage = try CoverageReader.module(module(), files: ["Sources/M/ListPresenter.swift": figures])
    #expect(coverage.total == figures)
    #expect(coverage.roles == [.presenter: figures])
  }

  @Test("A file with a function body that the export misses stops the report, named")
  func missing() {
    #expect(throws: HarnessError.missingCoverage(["Sources/M/ListPresenter.swift"])) {
      try CoverageReader.module(self.module(), files: [:])
    }
  }
}
