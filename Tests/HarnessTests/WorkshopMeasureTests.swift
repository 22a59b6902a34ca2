import ArchLab
import Foundation
import Testing

@testable import Harness

@Suite("Workshop: measuring a change, applying patches, reading test runs")
struct WorkshopMeasureTests {
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
    // presenter: 1 line changed (−1 +1) and 2 added; view: 3 added; storage: −1 +1.
    #expect(size.linesAdded == 3 + 3 + 1)
    #expect(size.linesRemoved == 1 + 1)
    #expect(size.roles == [.viewController, .presenter, .boundary])
    #expect(size.typesAdded == ["DetailViewController", "DetailViewProtocol"])
    #expect(size.sharedTargets == ["Storage"])
    #expect(size.testFiles == ["Tests/MVPTests/ListTests.swift"])
    #expect(size.testLinesAdded == 2 && size.testLinesRemoved == 1)
  }

  @Test("Patches apply to copies of the files, in order, and a patch that does not fit is an error naming it")
  func patches() throws {
    let folder = try Self.workspace()
    defer { try? FileManager.default.removeItem(at: folder) }
    let exercise = try ExerciseCatalog(root: folder).exercise("1")
    let base: (String) -> String? = { try? String(contentsOf: folder.appending(path: $0), encoding: .utf8) }
    let changes = try PatchApplier.apply(exercise.patches(for: .viper), base: base)
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
    #expect(throws: WorkshopError.self) {
      _ = try PatchApplier.apply(exercise.patches(for: .viper)) { _ in "something else\n" }
    }
  }

  @Test("The cost of change keeps the shared patch apart and names the fewest-roles architecture")
  func cost() throws {
    let folder = try Self.workspace()
    defer { try? FileManager.default.removeItem(at: folder) }
    let costs = try ExerciseCost.measure(ExerciseCatalog(root: folder), root: folder)
    let cost = try #require(costs.first)
    #expect(cost.heading == "01 · Rename the store")
    #expect(cost.shared?.sharedTargets == ["Storage"])
    let viper = try #require(cost.solutions.first { $0.architecture == "viper" }?.change)
    #expect(viper.roles == [.interactor, .boundary])
    #expect(viper.typesAdded == ["ListInteractorOutput"])
    #expect(viper.sharedTargets.isEmpty, "the shared change is measured apart")
    #expect(cost.fewestRoles == ["mvc", "mvp", "mvvm"])
  }

  @Test("Exercises are found by id, number or name; an unknown one lists the known")
  func catalog() throws {
    let folder = try Self.workspace()
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

  @Test("Each criterion's verdict per architecture is read from Swift Testing's output")
  func outcome() {
    let output = """
      ◇ Test run started.
      ◇ Suite "05 · An Overdue section" started.
      ◇ Test "AC2 · Rows show the date" started.
      ◇ Test "AC1 · Past items show first" started.
      ◇ Test "Presenter formats" started.
      ◇ Test case passing 1 argument architecture → .mvc to "AC1 · Past items show first" started.
      ✘ Test "AC1 · Past items show first" recorded an issue with 1 argument architecture → .mvp at E05.swift:5:69: Expectation failed: (screen.sectionHeaders → ["Today"]) == ["Overdue", "Today"]
      ✘ Test "AC2 · Rows show the date" recorded an issue with 1 argument architecture → viper at E05.swift:9:4: Caught error: noRow
      ✘ Test "AC2 · Rows show the date" recorded an issue with 2 arguments architecture → mvvm, query → " " at E05.swift:9:4: Caught error: noRow
      ✘ Test "Presenter formats" recorded an issue at MVPTests.swift:3:1: Expectation failed
      ✘ Test "AC1 · Past items show first" with 4 test cases failed after 0.001 seconds with 1 issue.
      ✘ Test run with 3 tests in 1 suite failed after 0.002 seconds with 3 issues.
      """
    let outcome = ExerciseTestOutcome.parse(output)
    #expect(outcome.finished)
    #expect(outcome.criteria.map(\.name) == ["AC1 · Past items show first", "AC2 · Rows show the date"])
    #expect(outcome.criteria[0].passed(for: "mvc") && !outcome.criteria[0].passed(for: "mvp"))
    #expect(
      outcome.criteria[0].issues(for: "mvp") == [
        #"Expectation failed: (screen.sectionHeaders → ["Today"]) == ["Overdue", "Today"]"#
      ])
    #expect(!outcome.criteria[1].passed(for: "viper") && outcome.criteria[1].passed(for: "mvp"))
    #expect(
      !outcome.criteria[1].passed(for: "mvvm"), "an issue with two arguments counts for its architecture")
    #expect(outcome.otherFailures == ["Presenter formats"])
    #expect(!ExerciseTestOutcome.parse("error: build failed\n").finished)
  }

  /// A git workspace with one exercise: a shared change to Storage and four architecture patches.
  static func workspace() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appending(path: "workshop-\(UUID().uuidString)")
    func write(_ path: String, _ text: String) throws {
      let file = folder.appending(path: path)
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: file)
    }
    func git(_ arguments: String...) throws -> String {
      let result = try Shell.run(
        ["git", "-c", "user.name=t", "-c", "user.email=t@t"] + arguments, in: folder)
      guard result.status == 0 else { throw WorkshopError.git(result.output) }
      return result.output
    }
    try write("Sources/Storage/Store.swift", "public struct Store {}\n")
    try write(
      "Sources/MVC/ListViewController.swift", "final class ListViewController {\n  func load() {}\n}\n")
    try write("Sources/MVP/ListPresenter.swift", "final class ListPresenter {\n  func load() {}\n}\n")
    try write("Sources/MVVM/ListViewModel.swift", "final class ListViewModel {\n  func load() {}\n}\n")
    try write("Sources/VIPER/ListInteractor.swift", "final class ListInteractor {\n  func load() {}\n}\n")
    try write("Workshop/Exercises/01-rename-store/README.md", "# 01 · Rename the store\n")
    _ = try git("init", "-q")
    _ = try git("add", ".")
    _ = try git("commit", "-qm", "base")
    func patch(_ name: String, _ edits: [(String, String)]) throws {
      for (path, text) in edits { try write(path, text) }
      _ = try git("add", "-N", ".")
      let diff = try git("diff", "--", "Sources")
      _ = try git("reset", "-q")
      _ = try git("checkout", "-q", "--", ".")
      _ = try git("clean", "-qfd", "Sources")
      try write("Workshop/Exercises/01-rename-store/solutions/\(name).patch", diff)
    }
    try patch("shared", [("Sources/Storage/Store.swift", "public struct Store { public var name = \"\" }\n")])
    try patch(
      "mvc",
      [
        (
          "Sources/MVC/ListViewController.swift",
          "final class ListViewController {\n  func load() {}\n  func rename() {}\n}\n"
        )
      ])
    try patch(
      "mvp",
      [
        (
          "Sources/MVP/ListPresenter.swift",
          "final class ListPresenter {\n  func load() { rename() }\n  func rename() {}\n}\n"
        )
      ])
    try patch(
      "mvvm",
      [
        (
          "Sources/MVVM/ListViewModel.swift",
          "final class ListViewModel {\n  func load() {}\n  var name = \"\"\n}\n"
        )
      ])
    try patch(
      "viper",
      [
        (
          "Sources/VIPER/ListInteractor.swift",
          "final class ListInteractor {\n  weak var output: ListInteractorOutput?\n  func load() {}\n}\n"
        ),
        (
          "Sources/VIPER/ListInteractorOutput.swift",
          "protocol ListInteractorOutput: AnyObject {\n  func renamed()\n}\n"
        ),
      ])
    return folder
  }
}
