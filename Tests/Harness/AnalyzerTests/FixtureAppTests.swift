import Analysis
import Analyzer
import Foundation
import Testing

/// `archlab analyze` on small apps written in the style of real UIKit, SwiftUI and TCA
/// apps (parsed, never compiled): each is named for the style it is written in.
@Suite("Apps in the styles of real ones")
struct FixtureAppTests {
  static func analyze(_ fixture: String) async throws -> AppAnalysis {
    try await Analyzer.analyze(
      AnalysisRequest(
        root: Workspace.fixtures.appendingPathComponent(fixture), archlabRoot: Workspace.root,
        cache: Workspace.cache, references: Workspace.references))
  }

  @Test(
    "Each app is closest to the architecture it is written in",
    arguments: [
      ("NotesMVC", "MVC"), ("WeatherMVVMC", "MVVM-C"), ("TodoVIPER", "VIPER"), ("RecipesMV", "MV"),
      ("SearchTCA", "TCA-SwiftUI"),
    ])
  func closest(_ fixture: String, _ architecture: String) async throws {
    let analysis = try await Self.analyze(fixture)
    #expect(
      analysis.ranking.matches.first?.architecture == architecture,
      "\(fixture): \(analysis.ranking.matches.prefix(3).map { "\($0.architecture) \($0.distance)" })")
  }

  @Test("A UIKit app's roles come from inheritance, with the evidence")
  func uikitRoles() async throws {
    let roles = try await Self.analyze("NotesMVC").measurement.roles
    #expect(roles.types["NotesListViewController"]?.role == .viewController)
    #expect(roles.types["NotesListViewController"]?.evidence.first == "subclass of `UITableViewController`")
    #expect(roles.types["NoteCell"]?.role == .view)
    #expect(roles.types["NoteStore"]?.role == .service)
    #expect(roles.types["NoteDetailViewControllerDelegate"]?.role == .boundary)
    #expect(roles.types["Note"]?.role == .data, "a struct of stored properties: data")
  }

  @Test("Coordinators keep children and are told by view models through a weak delegate; routers are not")
  func navigation() async throws {
    let weather = try await Self.analyze("WeatherMVVMC").measurement.roles
    #expect(weather.types["AppCoordinator"]?.role == .coordinator)
    #expect(weather.types["CityListCoordinator"]?.role == .coordinator)
    #expect(weather.types["CityListViewModel"]?.role == .viewModel)
    #expect(weather.types["WeatherService"]?.role == .service)
    let todo = try await Self.analyze("TodoVIPER").measurement.roles
    #expect(todo.types["TodoListPresenter"]?.role == .presenter)
    #expect(todo.types["TodoListInteractor"]?.role == .interactor)
    #expect(todo.types["TodoListRouter"]?.role == .wireframe)
    #expect(todo.types["TodoDataManager"]?.role == .dataManager)
  }

  @Test(
    "SwiftUI: a model shared through the environment is a model; a reducer and a client are read from TCA's marks"
  )
  func swiftUIRoles() async throws {
    let recipes = try await Self.analyze("RecipesMV").measurement.roles
    #expect(recipes.types["RecipeLibrary"]?.role == .models)
    #expect(recipes.types["RecipeList"]?.role == .view)
    #expect(recipes.types["RecipesApp"]?.role == .view)
    let search = try await Self.analyze("SearchTCA").measurement.roles
    #expect(search.types["SearchFeature"]?.role == .reducer)
    #expect(search.types["WeatherClient"]?.role == .client)
    #expect(search.types["SearchView"]?.role == .view)
  }

  @Test("Findings name the file and line: a view reaching the network")
  func findings() async throws {
    let findings = try await Self.analyze("NotesMVC").measurement.findings
    #expect(findings.isEmpty)
    let folder = try Workspace.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try """
    import UIKit

    final class FeedViewController: UIViewController {
      func load() {
        URLSession.shared.dataTask(with: URL(string: "https://example.com")!).resume()
      }
    }

    final class FeedPresenter {
      weak var view: FeedViewController?
      func color() -> UIColor { .red }
    }
    """.write(to: folder.appendingPathComponent("Feed.swift"), atomically: true, encoding: .utf8)
    let analysis = try await Analyzer.analyze(
      AnalysisRequest(
        root: folder, archlabRoot: Workspace.root, cache: Workspace.cache, references: Workspace.references))
    let found = analysis.measurement.findings
    #expect(found.contains { $0.rule == "view-touches-storage" && $0.file == "Feed.swift" && $0.line == 3 })
    #expect(
      found.contains { $0.rule == "ui-toolkit-in-logic" && $0.line == 9 && $0.message.contains("UIColor") })
  }

  @Test("A tree mixing two styles gets an answer per feature folder")
  func mixed() async throws {
    let folder = try Workspace.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    for fixture in ["NotesMVC", "SearchTCA"] {
      try FileManager.default.copyItem(
        at: Workspace.fixtures.appendingPathComponent(fixture), to: folder.appendingPathComponent(fixture))
    }
    let analysis = try await Analyzer.analyze(
      AnalysisRequest(
        root: folder, archlabRoot: Workspace.root, cache: Workspace.cache, references: Workspace.references))
    #expect(analysis.featureRankings["NotesMVC"]?.matches.first?.architecture == "MVC")
    #expect(analysis.featureRankings["SearchTCA"]?.matches.first?.architecture == "TCA-SwiftUI")
  }

  @Test("Code in no role the profile counts matches none well, and says so")
  func matchesNone() async throws {
    let folder = try Workspace.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try "struct Point { var x = 0.0, y = 0.0 }\nfunc distance(_ a: Point, _ b: Point) -> Double { 0 }\n"
      .write(to: folder.appendingPathComponent("Geometry.swift"), atomically: true, encoding: .utf8)
    let analysis = try await Analyzer.analyze(
      AnalysisRequest(
        root: folder, archlabRoot: Workspace.root, cache: Workspace.cache, references: Workspace.references))
    #expect(analysis.ranking.matchesNoneWell)
    #expect(analysis.ranking.verdict.contains("no architecture to name"))
  }
}
