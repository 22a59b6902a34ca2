import Testing

@testable import Analysis

/// What a unit-test target's files reach, and its test doubles, from their parse.
@Suite("Unit tests: doubles and reach")
struct TestFiguresTests {
  static let logic = """
    import Testing
    struct ListInteractorTests {
      @Test func adds() {
        let interactor = ListInteractor(store: StubListDataManager())
        let output = ListInteractorOutputSpy()
        _ = (interactor, output)
      }
    }
    final class ListInteractorOutputSpy {
      var found: [String] = []
    }
    """
  static let screen = """
    import Testing
    struct ListScreenTests {
      @Test func shows() {
        let window = Window(root: ListViewController(presenter: ListPresenter(view: FakeListView())))
        _ = window
      }
    }
    final class FakeListView {
      var rows: [String] = []
      func show(_ rows: [String]) { self.rows = rows }
    }
    """

  func figures() -> TestFigures {
    TestFigures(
      files: [
        SourceAnalyzer.analyze(path: "Tests/DemoTests/ListInteractorTests.swift", text: Self.logic),
        SourceAnalyzer.analyze(path: "Tests/DemoTests/ListScreenTests.swift", text: Self.screen),
      ], shared: ["Window": .screenKit])
  }

  @Test(
    "Each test file reaches the roles of the types it names, and the toolkit; doubles are not what it reaches"
  )
  func reach() {
    let figures = figures()
    #expect(figures.reach["ListInteractorTests.swift"] == ["interactor"])
    #expect(figures.reach["ListScreenTests.swift"] == ["presenter", "screenKit", "viewController"])
    #expect(
      figures.files(reaching: ["interactor", "presenter"], without: ["viewController", "screenKit"])
        == ["ListInteractorTests.swift"])
  }

  @Test("A library's types reach no role of the module, whatever their names: TCA's `TestStore` is no store")
  func libraryTypes() {
    let text = """
      import Testing
      struct ListFeatureTests {
        @Test func adds() {
          let store = TestStore(initialState: ListFeature.State()) { ListFeature() }
          _ = store
        }
      }
      """
    let file = SourceAnalyzer.analyze(path: "Tests/DemoTests/ListFeatureTests.swift", text: text)
    #expect(TestFigures(files: [file]).reach["ListFeatureTests.swift"] == ["reducer", "store"])
    #expect(TestFigures(files: [file], library: ["TestStore"]).reach["ListFeatureTests.swift"] == ["reducer"])
  }

  @Test(
    "Test doubles are the types named Fake…, Stub…, …Spy and the like, with their code lines; some stand for a view"
  )
  func doubles() {
    let figures = figures()
    #expect(Set(figures.doubles.keys) == ["ListInteractorOutputSpy", "FakeListView"])
    #expect(figures.doubleCodeLines == figures.doubles.values.reduce(0, +) && figures.doubleCodeLines > 4)
    #expect(figures.viewDoubles == ["FakeListView"])
    #expect(
      TestDouble.standsForView("ContactListDisplayLogicSpy")
        && !TestDouble.standsForView("StubContactService"))
    #expect(
      !TestDouble.isDouble("Spyglass") && !TestDouble.isDouble("Stub") && TestDouble.isDouble("SpyRouter"))
  }
}

/// A module's `Framework/` folder stands in for an imported library.
@Suite("Framework stand-ins")
struct FrameworkStandInTests {
  static let store = """
    final class Store<State> {
      var state: State
      init(state: State) { self.state = state }
      func send() { if true { state = state } }
    }
    """

  @Test("Everything in a module's Framework/ folder plays the framework stand-in role, whatever its names")
  func framework() {
    let file = SourceAnalyzer.analyze(path: "Sources/TCA/Framework/Store.swift", text: Self.store)
      .standingInForFrameworks
    #expect(file.isFrameworkStandIn)
    #expect(Array(file.linesByRole.keys) == [.frameworkStandIn])
    #expect(file.types.allSatisfy { $0.role == .frameworkStandIn } && !file.types.isEmpty)
    #expect(file.functions.allSatisfy { $0.role == .frameworkStandIn })
    #expect(file.lines == SourceAnalyzer.analyze(path: "x", text: Self.store).lines)
  }

  @Test(
    "A file elsewhere keeps the roles its names give it",
    arguments: ["Sources/TCA/Support/Store.swift", "Sources/Framework/Store.swift"])
  func elsewhere(_ path: String) {
    let file = SourceAnalyzer.analyze(path: path, text: Self.store).standingInForFrameworks
    #expect(!file.isFrameworkStandIn)
    #expect(file.types.first?.role == .store)
  }
}
