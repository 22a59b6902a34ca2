import Analysis
import ArchLab
import Foundation
import HarnessSupport
import TestRuns
import Testing

@testable import Workshop

@Suite("Workshop: measuring a change, applying patches, reading test runs")
struct WorkshopTests {
  @Test("A change is measured by its lines, the roles around them, the types it adds and what it shares")
  func measure() {
    let presenterBefore = """
      /// Owns the list's logic.
      final class ListPresenter {
        func load() {
          print("a")
        }
      }

      """
    let presenterAfter = """
      /// Owns the list's logic.
      final class ListPresenter {
        func load() {
          print("b")
        }

        func delete() {}
      }

      """
    let newView = """
      protocol DetailViewProtocol: AnyObject {}

      final class DetailViewController: DetailViewProtocol {}

      """
    let size = ChangeMeasurer.measure([
      FileChange(path: "Sources/MVP/ListPresenter.swift", before: presenterBefore, after: presenterAfter),
      FileChange(path: "Sources/MVP/DetailViewController.swift", before: nil, after: newView),
      FileChange(
        path: "Sources/Storage/Store.swift", before: "struct Store {}\n",
        after: "struct Store { var a = 1 }\n"),
      FileChange(path: "Tests/MVPTests/ListTests.swift", before: "a\nb\n", after: "a\nc\nd\n"),
      FileChange(path: "Sources/MVP/Same.swift", before: "x\n", after: "x\n"),
      FileChange(path: "Sources/MVP/README.md", before: "old\n", after: "new\n"),
    ])
    #expect(
      size.files == [
        "Sources/MVP/DetailViewController.swift", "Sources/MVP/ListPresenter.swift",
        "Sources/Storage/Store.swift",
      ])
    // presenter: 1 code line changed (−1 +1), a blank and a code line added;
    // view: 2 code lines and a blank added; storage: −1 +1.
    #expect(size.linesAdded == LineCounts(code: 2 + 2 + 1, comment: 0, blank: 1 + 1))
    #expect(size.linesRemoved == LineCounts(code: 1 + 1))
    #expect(size.codeLinesChanged == 7)
    #expect(size.roles == [.viewController, .presenter, .boundary])
    #expect(size.typesAdded == ["DetailViewController", "DetailViewProtocol"])
    #expect(size.sharedTargets == ["Storage"])
    #expect(size.testFiles == ["Tests/MVPTests/ListTests.swift"])
    #expect(size.testLinesAdded == LineCounts(code: 2) && size.testLinesRemoved == LineCounts(code: 1))
  }

  @Test("Imports and file-level comments count for no role; comments and blank lines are counted apart")
  func outsideDeclarations() {
    let before = "struct ListRouter {\n  func open() {}\n}\n"
    let importOnly = ChangeMeasurer.measure([
      FileChange(
        path: "Sources/MVVM/ListRouter.swift", before: before,
        after: "import Foundation\n\n// Routes the list.\n\n" + before)
    ])
    #expect(importOnly.roles.isEmpty, "an import and a detached comment touch no role")
    #expect(importOnly.linesAdded == LineCounts(code: 1, comment: 1, blank: 2))
    #expect(importOnly.codeLinesChanged == 1)
    let documented = ChangeMeasurer.measure([
      FileChange(
        path: "Sources/MVVM/ListRouter.swift", before: before,
        after: "struct ListRouter {\n  /// Opens the list.\n  func open() {}\n}\n")
    ])
    #expect(documented.roles == [.router])
    #expect(documented.linesAdded == LineCounts(comment: 1))
  }

  @Test("Patches apply to copies of the files, in order, and a patch that does not fit is an error naming it")
  func patches() async throws {
    let folder = try await Self.workspace()
    defer { try? FileManager.default.removeItem(at: folder) }
    let exercise = try ExerciseCatalog(root: folder).exercise("1")
    let base: (String) -> String? = { try? String(contentsOf: folder.appending(path: $0), encoding: .utf8) }
    let changes = try await PatchApplier.apply(exercise.patches(for: .viper), base: base)
    #expect(
      changes.map(\.path).sorted() == [
        "Sources/Storage/Store.swift", "Sources/VIPER/ListInteractor.swift",
        "Sources/VIPER/ListInteractorOutput.swift",
      ])
    let interactor = try #require(changes.first { $0.path == "Sources/VIPER/ListInteractor.swift" })
    #expect(interactor.after?.contains("weak var output: ListInteractorOutput?") == true)
    #expect(
      try String(contentsOf: folder.appending(path: "Sources/VIPER/ListInteractor.swift"), encoding: .utf8)
        == interactor.before, "the workspace itself is untouched")
    await #expect(throws: WorkshopError.self) {
      _ = try await PatchApplier.apply(exercise.patches(for: .viper)) { _ in "something else\n" }
    }
  }

  @Test("The cost of change keeps the shared patch apart and names the fewest-roles architecture")
  func cost() async throws {
    let folder = try await Self.workspace()
    defer { try? FileManager.default.removeItem(at: folder) }
    let costs = try await ExerciseCost.measure(ExerciseCatalog(root: folder), root: folder)
    let cost = try #require(costs.first)
    #expect(cost.heading == "01 · Rename the store")
    #expect(cost.shared?.sharedTargets == ["Storage"])
    let viper = try #require(cost.solution(for: .viper)?.change)
    #expect(viper.roles == [.interactor, .boundary])
    #expect(viper.typesAdded == ["ListInteractorOutput"])
    #expect(viper.sharedTargets.isEmpty, "the shared change is measured apart")
    #expect(cost.fewestRoles == [.mvc, .mvp, .mvvm])
  }

  @Test("Exercises are found by id, number or name; an unknown one lists the known")
  func catalog() async throws {
    let folder = try await Self.workspace()
    defer { try? FileManager.default.removeItem(at: folder) }
    let catalog = try ExerciseCatalog(root: folder)
    for query in ["01-rename-store", "01", "1", "rename-store"] {
      #expect(try catalog.exercise(query).id == "01-rename-store")
    }
    #expect(throws: WorkshopError.unknownExercise("7", known: ["01-rename-store"])) {
      try catalog.exercise("7")
    }
    #expect(ExerciseTestRunner.suiteName(try catalog.exercise("1")) == "E01RenameStoreTests")
    #expect(throws: WorkshopError.self) { try ExerciseCatalog(root: folder.appending(path: "nowhere")) }
  }

  @Test("Each criterion's verdict per architecture is read from a recorded event stream")
  func outcome() throws {
    let stream = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appending(path: "TestRunsTests/Fixtures/parameterized.jsonl")
    let outcome = ExerciseTestOutcome(try TestEventStreamReader.read(contentsOf: stream))
    #expect(outcome.finished)
    #expect(outcome.criteria.map(\.name) == ["AC1 · Works per arch", "AC2 · Two arguments"])
    #expect(outcome.criteria[0].passed(for: .mvc) && !outcome.criteria[0].passed(for: .mvp))
    #expect(outcome.criteria[0].issues(for: .mvp).first?.hasSuffix("(mvp fails)") == true)
    #expect(
      !outcome.criteria[1].passed(for: .mvvm) && outcome.criteria[1].passed(for: .mvp),
      "an issue in a case with two arguments counts for its architecture")
    #expect(outcome.otherFailures.isEmpty)
  }

  @Test(
    "A real run of exercise 05 with only MVC's solution: every criterion passes in MVC and fails elsewhere")
  func realRun() throws {
    let stream = URL(filePath: #filePath).deletingLastPathComponent()
      .appending(path: "Fixtures/e05-mvc-solution-only.jsonl")
    let outcome = ExerciseTestOutcome(try TestEventStreamReader.read(contentsOf: stream))
    #expect(outcome.finished && outcome.criteria.count == 6)
    #expect(outcome.criteria.allSatisfy { $0.passed(for: .mvc) && $0.generalIssues.isEmpty })
    // The run was recorded with the first four architectures.
    for architecture in [Architecture.mvp, .mvvm, .viper] {
      #expect(outcome.criteria.allSatisfy { !$0.passed(for: architecture) }, "\(architecture) should fail")
    }
  }

  @Test(
    "Criteria sort by number; an issue outside an architecture's case fails it everywhere; other tests are listed"
  )
  func outcomeRules() {
    var run = TestRun()
    run.finished = true
    func test(_ title: String, _ status: TestResult.Status, _ issues: [TestIssue] = []) -> TestResult {
      var test = TestResult(id: title, name: "f(architecture:)", displayName: title, isParameterized: true)
      test.status = status
      test.issues = issues
      return test
    }
    run.tests = [
      test("AC10 · Last", .passed), test("AC2 · Second", .failed, [TestIssue(message: "setup failed")]),
      test("AC3 · Skipped", .skipped), test("Presenter formats", .failed, [TestIssue(message: "no")]),
      test(
        "AC1 · First", .failed,
        [
          TestIssue(
            message: "wrong", arguments: TestCaseArguments(displayName: ".viper", labels: ["architecture"]))
        ]),
    ]
    let outcome = ExerciseTestOutcome(run)
    #expect(outcome.criteria.map(\.name) == ["AC1 · First", "AC2 · Second", "AC10 · Last"])
    #expect(!outcome.criteria[0].passed(for: .viper) && outcome.criteria[0].passed(for: .mvc))
    #expect(Architecture.allCases.allSatisfy { !outcome.criteria[1].passed(for: $0) })
    #expect(outcome.otherFailures == ["Presenter formats"])
    #expect(!ExerciseTestOutcome(TestRun()).finished)
  }

  /// A git workspace with one exercise: a shared change to Storage and four architecture patches.
  static func workspace() async throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appending(path: "workshop-\(UUID().uuidString)")
    func write(_ path: String, _ text: String) throws {
      let file = folder.appending(path: path)
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: file)
    }
    func git(_ arguments: String...) async throws -> String {
      let result = try await Shell.run(
        ["git", "-c", "user.name=t", "-c", "user.email=t@t"] + arguments, in: folder)
      guard result.status == 0 else { throw WorkshopError.git(result.output) }
      return result.output
    }
    try write("Sources/Storage/Store.swift", "public struct Store {}\n")
    try write(
      "Sources/MVC/ListViewController.swift", "final class ListViewController {\n  func load() {}\n}\n")
    try write("Sources/MVP/ListPresenter.swift", "final class ListPresenter {\n  func load() {}\n}\n")
    try write("Sources/MVVM/ListViewModel.swift", "final class ListViewModel {\n  func load() {}\n}\n")
    for module in ["VIPER"] + Self.laterModules {
      try write(
        "Sources/\(module)/ListInteractor.swift", "final class ListInteractor {\n  func load() {}\n}\n")
    }
    try write("Workshop/Exercises/01-rename-store/README.md", "# 01 · Rename the store\n")
    _ = try await git("init", "-q")
    _ = try await git("add", ".")
    _ = try await git("commit", "-qm", "base")
    func patch(_ name: String, _ edits: [(String, String)]) async throws {
      for (path, text) in edits { try write(path, text) }
      _ = try await git("add", "-N", ".")
      let diff = try await git("diff", "--", "Sources")
      _ = try await git("reset", "-q")
      _ = try await git("checkout", "-q", "--", ".")
      _ = try await git("clean", "-qfd", "Sources")
      try write("Workshop/Exercises/01-rename-store/solutions/\(name).patch", diff)
    }
    try await patch(
      "shared", [("Sources/Storage/Store.swift", "public struct Store { public var name = \"\" }\n")])
    try await patch(
      "mvc",
      [
        (
          "Sources/MVC/ListViewController.swift",
          "final class ListViewController {\n  func load() {}\n  func rename() {}\n}\n"
        )
      ])
    try await patch(
      "mvp",
      [
        (
          "Sources/MVP/ListPresenter.swift",
          "final class ListPresenter {\n  func load() { rename() }\n  func rename() {}\n}\n"
        )
      ])
    try await patch(
      "mvvm",
      [
        (
          "Sources/MVVM/ListViewModel.swift",
          "final class ListViewModel {\n  func load() {}\n  var name = \"\"\n}\n"
        )
      ])
    // VIPER's change, and the same two-role change in every later module.
    for architecture in Architecture.allCases
    where (["VIPER"] + Self.laterModules).contains(architecture.moduleName) {
      let module = architecture.moduleName
      try await patch(
        architecture.rawValue,
        [
          (
            "Sources/\(module)/ListInteractor.swift",
            "final class ListInteractor {\n  weak var output: ListInteractorOutput?\n  func load() {}\n}\n"
          ),
          (
            "Sources/\(module)/ListInteractorOutput.swift",
            "protocol ListInteractorOutput: AnyObject {\n  func renamed()\n}\n"
          ),
        ])
    }
    return folder
  }

  /// The modules written after the first four: the workspace gives each VIPER's change.
  static var laterModules: [String] {
    Architecture.allCases.map(\.moduleName).filter { !["MVC", "MVP", "MVVM", "VIPER"].contains($0) }
  }
}
