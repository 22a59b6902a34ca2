import Analysis
import Analyzer
import Foundation
import Testing

/// `--history` on repositories the tests make: sampling, reuse of blobs, the growth rules,
/// and the repositories it cannot read as asked.
@Suite("History")
struct HistoryTests {
  static func history(
    _ repository: URL, _ sampling: HistoryRequest.Sampling, since: String? = nil,
    cache: FactCache = FactCache(folder: nil)
  ) async throws
    -> HistoryAnalysis
  {
    let analysis = try await Analyzer.analyze(
      AnalysisRequest(
        root: repository, archlabRoot: Workspace.root,
        history: HistoryRequest(sampling: sampling, since: since), cache: cache,
        references: Workspace.references))
    return try #require(analysis.history)
  }

  @Test("Every N commits samples back from the newest; a blob seen before is not parsed again")
  func everyN() async throws {
    let repository = try await GitFixture.make(commits: 5)
    defer { try? FileManager.default.removeItem(at: repository) }
    let cache = FactCache(folder: nil)
    let every2 = try await Self.history(repository, .every(2), cache: cache)
    #expect(every2.commitsRead == 5)
    #expect(every2.samples.map(\.date) == ["2024-01-15", "2024-03-15", "2024-05-15"])
    // Commits 1, 3 and 5: one view controller, then a view controller and a presenter each.
    #expect(every2.blobsParsed == 5)
    let all = try await Self.history(repository, .every(1), cache: cache)
    // Commit k holds a view controller of 30k + 3 code lines and, from the second on, a presenter of 5k + 3.
    #expect(all.samples.map(\.codeLines) == (1...5).map { 30 * $0 + 3 + ($0 > 1 ? 5 * $0 + 3 : 0) })
    #expect(all.samples.last?.roleCodeLines[.presenter] == 28)
    #expect(all.samples.last?.roleCodeLines[.viewController] == 153)
    // Only the versions of commits 2 and 4 are new; the five files of commits 1, 3 and 5 are reused.
    #expect(all.blobsParsed == 4)
    #expect(all.blobsReused == 5)
  }

  @Test("Monthly sampling and --since pick the last commit of each month from that date on")
  func monthly() async throws {
    let repository = try await GitFixture.make(commits: 4)
    defer { try? FileManager.default.removeItem(at: repository) }
    let history = try await Self.history(repository, .monthly, since: "2024-02-01")
    #expect(history.samples.map(\.date) == ["2024-02-15", "2024-03-15", "2024-04-15"])
  }

  @Test("The growth rules of C03, C20 and C34 are applied to the samples, or say why they do not apply")
  func growthRules() async throws {
    let repository = try await GitFixture.make(commits: 4)
    defer { try? FileManager.default.removeItem(at: repository) }
    let history = try await Self.history(repository, .every(1))
    let verdicts = Dictionary(uniqueKeysWithValues: history.verdicts.map { ($0.claim, $0) })
    // The view controller grows 30 lines a commit, the presenter 5: growth goes to the view controller.
    #expect(verdicts["C20"]?.judgement?.verdict == .contradicted)
    #expect(verdicts["C34"]?.judgement?.verdict == .contradicted)
    #expect(verdicts["C03"]?.judgement != nil)
    let one = try await Self.history(repository, .every(10))
    #expect(one.verdicts.allSatisfy { $0.notApplicable?.contains("one sample only") == true })
  }

  @Test(
    "A folder outside any repository is refused with a message; a shallow clone and a detached HEAD are said")
  func repositories() async throws {
    let plain = try Workspace.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: plain) }
    try "struct A {}\n".write(to: plain.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
    await #expect(throws: AnalyzerError.notARepository(plain.path)) {
      _ = try await Self.history(plain, .every(1))
    }
    let repository = try await GitFixture.make(commits: 3)
    defer { try? FileManager.default.removeItem(at: repository) }
    let clone = try Workspace.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: clone) }
    try await GitFixture.git(
      ["clone", "-q", "--depth", "2", "file://" + repository.path, clone.appendingPathComponent("c").path],
      in: clone)
    let shallow = try await Self.history(clone.appendingPathComponent("c"), .every(1))
    #expect(shallow.commitsRead == 2)
    #expect(shallow.notes.contains { $0.contains("shallow clone") })
    try await GitFixture.git(["checkout", "-q", "--detach", "HEAD~1"], in: repository)
    let detached = try await Self.history(repository, .every(1))
    #expect(detached.notes.contains { $0.contains("detached HEAD") })
    #expect(detached.samples.count == 2)
  }
}
