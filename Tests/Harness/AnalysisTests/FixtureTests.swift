import Foundation
import Testing

@testable import Analysis

/// Each metric, checked on a small fixture package whose figures were counted by hand.
@Suite("Metrics on a fixture package")
struct FixtureTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "Fixtures/Sample")

  func measure() throws -> ModuleSize {
    var analyzer = WorkspaceAnalyzer(root: Self.root)
    analyzer.sharedTargets = [.screenKit]
    return try #require(try analyzer.measure(modules: ["Demo"]).first)
  }

  func file(_ name: String, in size: ModuleSize) throws -> FileMetrics {
    try #require(size.files.first { $0.path.hasSuffix(name) })
  }

  @Test("Code, comment and blank lines are counted per line, as cloc counts them")
  func lines() throws {
    let size = try measure()
    #expect(
      try file("ContactListViewController.swift", in: size).lines
        == LineCounts(code: 12, comment: 3, blank: 3))
    #expect(
      try file("ContactListPresenter.swift", in: size).lines == LineCounts(code: 13, comment: 1, blank: 2))
    #expect(
      try file("ContactListViewProtocol.swift", in: size).lines == LineCounts(code: 3, comment: 1, blank: 0))
    #expect(try file("Formatter.swift", in: size).lines == LineCounts(code: 20, comment: 0, blank: 4))
    #expect(size.total.lines == LineCounts(code: 48, comment: 5, blank: 9))
  }

  @Test("Types, protocols and functions are counted from the parse")
  func declarations() throws {
    let size = try measure()
    #expect(size.total.files == 4)
    #expect(size.total.types == 4)
    #expect(size.total.protocols == 1)
    #expect(size.total.functions == 6)
    let formatter = try file("Formatter.swift", in: size)
    #expect(formatter.types.map(\.name) == ["Formatter", "Style"])
    #expect(formatter.types.map(\.kind) == [.struct, .enum])
  }

  @Test(
    "Cyclomatic complexity counts each branch",
    arguments: [
      ("ContactListViewController.init", 1), ("ContactListViewController.label", 4),
      ("ContactListPresenter.title", 3), ("ContactListPresenter.description", 1),
      ("Formatter.trim", 4), ("Formatter.check", 1),
    ])
  func complexity(function: String, expected: Int) throws {
    let size = try measure()
    let found = try #require(size.files.flatMap(\.functions).first { $0.name == function })
    #expect(found.complexity == expected)
  }

  @Test("The complexity summary gives mean, 90th percentile, max and the largest type and file")
  func summary() throws {
    let complexity = try measure().complexity
    #expect(complexity.functionCount == 6)
    #expect(complexity.mean == 14.0 / 6.0)
    #expect(complexity.p90 == 4)
    #expect(complexity.max == 4)
    #expect(complexity.largestType.name == "Formatter")
    #expect(complexity.largestFile.name == "Sources/Demo/Support/Formatter.swift")
    #expect(complexity.largestFile.codeLines == 20)
  }

  @Test("Roles come from name suffixes; an extension counts for the type it extends")
  func roles() throws {
    let size = try measure()
    #expect(size.roles[.viewController]?.lines.code == 12)
    #expect(size.roles[.presenter]?.lines.code == 13)
    #expect(size.roles[.presenter]?.functions == 2)
    #expect(size.roles[.boundary]?.protocols == 1)
    #expect(size.roles[.other]?.lines.code == 20)
    #expect(size.features[.contacts]?.values.reduce(0) { $0 + $1.lines.code } == 28)
    #expect(size.features[.shared]?[.other]?.lines.code == 20)
  }

  @Test("Coupling lists the other roles and shared targets each role refers to")
  func coupling() throws {
    let size = try measure()
    #expect(size.coupling[.viewController] == [.role(.presenter): 1, .shared(.screenKit): 1])
    #expect(size.coupling[.presenter] == [.role(.boundary): 1])
    #expect(size.coupling[.boundary] == nil)
  }

  @Test("Unit tests are the @Test functions of Tests/<Module>Tests")
  func tests() throws {
    let size = try measure()
    #expect(size.unitTests.tests == 2)
    #expect(size.unitTests.files == 1)
    #expect(size.unitTests.lines.code == 4)
  }

  @Test(
    "Role names are read from suffixes, longest first",
    arguments: [
      ("ContactListViewController", Role.viewController), ("AddItemView", .view),
      ("UpcomingViewModel", .viewModel),
      ("ContactListViewProtocol", .boundary), ("AddContactModuleDelegate", .boundary),
      ("ListInteractorOutput", .boundary),
      ("UpcomingListWireframe", .wireframe), ("TodoDataManager", .dataManager), ("AppBuilder", .builder),
      ("ContactService", .service), ("Array<ContactListPresenter>", .other),
      ("MVP.ContactListPresenter", .presenter),
      ("UpcomingItem", .other), ("ContactsCoordinator", .coordinator), ("ContactListWorker", .worker),
      ("ContactListModels", .models), ("ContactListDisplayLogic", .boundary),
      ("ContactListDataStore", .boundary), ("ContactListDataPassing", .boundary),
      ("ContactListConfigurator", .builder), ("ContactListFeature", .reducer),
      ("Store<State, Action>", .store),
      ("ContactsClient", .client),
    ])
  func roleNames(name: String, role: Role) {
    #expect(Role(typeName: name) == role)
  }
}
