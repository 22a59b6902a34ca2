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
        static func makeRoot(store: NSPersistentContainer) -> UIViewController {
          ScreensWireframe.makeModule(store: store)
        }
      }
      """,
      "ScreensWireframe.swift": """
      import UIKit
      enum ScreensWireframe {
        static func makeModule(store: NSPersistentContainer) -> UIViewController {
          UINavigationController(rootViewController: ListViewController())
        }
      }
      """,
      "ListViewController.swift": "import UIKit\nfinal class ListViewController: UIViewController {}\n",
      "ContactsLoader.swift": """
      import CoreData
      enum ContactsLoader {
        static func load(store: NSPersistentContainer) -> Int { store.viewContext.registeredObjects.count }
      }
      """,
      "CacheBuilder.swift": """
      import CoreData
      final class CacheBuilder {
        let store: NSPersistentContainer
        init(store: NSPersistentContainer) { self.store = store }
        func count() -> Int { store.viewContext.registeredObjects.count }
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

  @Test(
    "A stand-in module's names are known only to a tree importing it: a `ViewController` subclass is a view controller with ScreenKit imported, not without"
  )
  func standInNamesNeedTheirImport() {
    let screen = "final class Screen: ViewController { func show() {} }\n"
    let loader = "enum Loader {\n  static func load(store: ContactStore) -> Int { store.count }\n}\n"
    let plain = Self.roles(["Screen.swift": "import Foundation\n" + screen, "Loader.swift": loader])
    #expect(plain.types["Screen"]?.role == .other)
    #expect(plain.types["Loader"]?.role == .other)
    #expect(!plain.vocabulary.viewControllerBases.contains("ViewController"))
    let standIns = Self.roles([
      "Screen.swift": "import ScreenKit\n" + screen, "Loader.swift": "import Storage\n" + loader,
    ])
    #expect(standIns.types["Screen"]?.role == .viewController)
    #expect(standIns.types["Loader"]?.role == .service)
  }

  @Test("A folder named Framework is the app's own code unless the project declares it stand-in code")
  func standInFoldersAreDeclared() throws {
    let sources = [
      ("Framework/Bindings.swift", "final class Binding { var value = 0 }\n"),
      ("App/ListViewController.swift", "import UIKit\nfinal class ListViewController: UIViewController {}\n"),
    ]
    let facts = sources.map { SourceAnalyzer.facts(path: $0.0, text: $0.1) }
    #expect(RoleClassifier().classify(facts).types["Binding"]?.role == .data)
    let config = try AnalyzerConfig.parse("standIns:\n  - Framework\n", file: "archlab.yml")
    #expect(config.standIns == ["Framework"])
    let declared = RoleClassifier(isStandIn: config.isStandIn).classify(facts)
    #expect(declared.types["Binding"]?.role == .frameworkStandIn)
    #expect(declared.types["ListViewController"]?.role == .viewController)
  }

  @Test("The app's and the scene's delegates are entry points, whatever their name and whatever they build")
  func appDelegates() {
    let roles = Self.roles([
      "Launch.swift": """
      import UIKit
      @main final class Launch: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
      }
      final class WindowDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
          window?.rootViewController = UINavigationController(rootViewController: HomeScreen())
        }
      }
      """,
      "HomeScreen.swift": "import UIKit\nfinal class HomeScreen: UIViewController {}\n",
    ])
    #expect(roles.types["Launch"]?.role == .other)
    #expect(roles.types["WindowDelegate"]?.role == .other)
    #expect(roles.types["WindowDelegate"]?.evidence.first?.contains("UIWindowSceneDelegate") == true)
    #expect(roles.types["HomeScreen"]?.role == .viewController)
  }

  @Test(
    "Data types: an enum of cases or a coding struct wherever it is kept, a struct or class of stored properties when nothing else decides; not an error, a dependency key or a namespace"
  )
  func dataTypes() {
    let roles = Self.roles([
      "Services/FeedResponse.swift": "struct FeedResponse: Decodable {\n  let items: [String]\n}\n",
      "Services/Sound.swift": "enum Sound { case tap, done }\n",
      "Models/Message.swift": "final class Message {\n  var sender = \"\"\n  var body = \"\"\n}\n",
      "Models/Draft.swift": "struct Draft {\n  var title: String\n  var isEmpty: Bool { title.isEmpty }\n}\n",
      "Support/FeedError.swift": "enum FeedError: Error { case offline }\n",
      "Support/ClockKey.swift": "struct ClockKey: EnvironmentKey {\n  static let defaultValue = 0\n}\n",
      "Support/Constants.swift": "enum Constants {\n  static let pageSize = 20\n}\n",
      "Support/Trimmer.swift": "struct Trimmer {\n  func trim(_ text: String) -> String { text }\n}\n",
    ])
    for name in ["FeedResponse", "Sound", "Message", "Draft"] {
      #expect(roles.types[name]?.role == .data, "\(name): \(roles.types[name]?.evidence ?? [])")
    }
    for name in ["FeedError", "ClockKey", "Constants", "Trimmer"] {
      #expect(roles.types[name]?.role == .other, "\(name): \(roles.types[name]?.evidence ?? [])")
    }
    #expect(RoleLabels.label(of: .data) == "models")
  }
}
