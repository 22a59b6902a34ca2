import Analysis
import Analyzer
import ArchLab
import Foundation
import Testing

/// The parts: facts give the report's figures when roles come from names, the profile
/// distance, and single classifier rules on small sources.
@Suite("Classifier and profile")
struct ClassifierTests {
  static func roles(_ sources: [String: String]) -> RoleMap {
    RoleClassifier().classify(
      sources.sorted { $0.key < $1.key }.map { SourceAnalyzer.facts(path: $0.key, text: $0.value) })
  }

  @Test(
    "Facts measured with roles read from names give exactly what SourceAnalyzer gives",
    arguments: Architecture.allCases)
  func sameFigures(_ architecture: Architecture) throws {
    let tree = try SourceTree(
      root: Workspace.root.appendingPathComponent("Sources/\(architecture.moduleName)"))
    // The facts come from the suite's cache (the reference profiles parsed these files already).
    let facts = FactParser.facts(tree.files.map { ($0.path, $0.text) }, cache: Workspace.cache)
    for (file, facts) in zip(tree.files, facts) {
      #expect(
        facts.metrics { Role(typeName: $0) } == SourceAnalyzer.analyze(path: file.path, text: file.text))
    }
  }

  @Test("A subclass of an app class that is a view controller is one too, with the path as evidence")
  func inheritance() {
    let roles = Self.roles([
      "Base.swift": "import UIKit\nclass BaseViewController: UIViewController {}\n",
      "Screen.swift": "final class Screen: BaseViewController { func show() {} }\n",
    ])
    #expect(roles.types["Screen"]?.role == .viewController)
    #expect(roles.types["Screen"]?.evidence.first?.contains("`BaseViewController`") == true)
  }

  @Test(
    "A type that holds no store and hands it on to what makes the screens assembles, whatever its name; one that calls the store reaches storage"
  )
  func compositionRoot() {
    let roles = Self.roles([
      "Composition.swift": """
      import UIKit
      enum Composition {
        static func makeRoot(store: ContactStore) -> UIViewController { ScreensWireframe.makeModule(store: store) }
      }
      """,
      "ScreensWireframe.swift": """
      import UIKit
      enum ScreensWireframe {
        static func makeModule(store: ContactStore) -> UIViewController {
          UINavigationController(rootViewController: ListViewController())
        }
      }
      """,
      "ListViewController.swift": "import UIKit\nfinal class ListViewController: UIViewController {}\n",
      "ContactsLoader.swift": """
      import Foundation
      enum ContactsLoader {
        static func load(store: ContactStore) throws -> Int { try store.allContacts().count }
      }
      """,
      "CacheBuilder.swift": """
      import Foundation
      final class CacheBuilder {
        let store: ContactStore
        init(store: ContactStore) { self.store = store }
        func count() throws -> Int { try store.allContacts().count }
      }
      """,
    ])
    #expect(roles.types["ScreensWireframe"]?.role == .builder)
    #expect(roles.types["Composition"]?.role != .service, "it hands the store on: it assembles")
    #expect(roles.types["ContactsLoader"]?.role == .service, "the same store, called: it reaches storage")
    #expect(
      roles.types["CacheBuilder"]?.role == .service, "named a builder, but it holds and calls the store")
  }

  @Test("A protocol a view controller implements and a presenter calls is a boundary")
  func boundary() {
    let roles = Self.roles([
      "A.swift": """
      protocol Display: AnyObject { func show(_ text: String) }
      final class Screen: UIViewController, Display { func show(_ text: String) {} }
      final class Logic { weak var display: Display?; func go() { display?.show("x") } }
      """
    ])
    #expect(roles.types["Logic"]?.role == .presenter)
    #expect(roles.types["Display"]?.role == .boundary)
  }

  @Test("An observable object a view owns is a view model; one read from the environment is a model")
  func observation() {
    let roles = Self.roles([
      "A.swift": """
      @Observable final class Owned { var count = 0 }
      @Observable final class Shared { var items: [Int] = [] }
      struct Screen: View {
        @State private var owned = Owned()
        @Environment(Shared.self) private var shared
        var body: some View { Text("") }
      }
      """
    ])
    #expect(roles.types["Owned"]?.role == .viewModel)
    #expect(roles.types["Shared"]?.role == .models)
  }

  @Test("Without structure or suffix a type is other, with the reason")
  func other() {
    let roles = Self.roles(["A.swift": "final class Thing { func a() {}; func b() {}; func c() {} }\n"])
    #expect(roles.types["Thing"]?.role == .other)
    #expect(roles.types["Thing"]?.evidence == ["no structural rule matched and its name has no role suffix"])
  }

  @Test("The profile distance is 0 to itself, symmetric, and between 0 and 1")
  func distance() {
    let references = Workspace.references
    #expect(references.count == Architecture.allCases.count)
    for (_, a) in references {
      #expect(a.distance(to: a) == 0)
      for (_, b) in references {
        #expect(abs(a.distance(to: b) - b.distance(to: a)) < 1e-12)
        #expect((0...1).contains(a.distance(to: b)))
      }
    }
  }
}
