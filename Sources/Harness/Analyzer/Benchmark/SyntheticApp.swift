import Foundation

/// A generated iOS app to measure `archlab analyze` on: feature folders written in UIKit MVC,
/// UIKit MVVM with coordinators or SwiftUI, each with its view controllers or views, view
/// models, cells, services and models, of varied sizes (a few view controllers grow past a
/// thousand lines, as in real apps), on a few shared files (app delegate, API, coordinator
/// protocol). The same seed makes the same app, byte for byte; ``evolve(growing:)`` changes
/// a few files at a time, as the commits of a history do.
struct SyntheticApp: Sendable {
  /// The folder every file lies under.
  static let root = "App"

  /// The feature files, in the order they were made.
  private(set) var files: [SyntheticFile] = []
  /// Code lines of each file, by path (shared files included).
  private var lines: [String: Int] = [:]
  private var random: SeededGenerator
  private var features = 0

  /// An app holding only the shared files, drawing from `seed`.
  init(seed: UInt64) {
    random = SeededGenerator(seed: seed)
    for (path, text) in Self.shared { lines[path] = SyntheticFile.codeLines(text) }
  }

  /// Code lines of the whole app.
  var codeLines: Int { lines.values.reduce(0, +) }

  /// How many files the app holds.
  var fileCount: Int { Self.shared.count + files.count }

  /// Every file (path relative to the app's folder, text), sorted by path.
  var texts: [(path: String, text: String)] {
    (Self.shared.map { ($0.key, $0.value) } + files.map { ($0.path, $0.text) }).sorted { $0.0 < $1.0 }
  }

  /// The text of the feature file at `path`, if there is one.
  func text(of path: String) -> String? { files.first { $0.path == path }?.text }

  /// Adds feature folders until the app holds at least `target` code lines.
  mutating func grow(toCodeLines target: Int) {
    while codeLines < target { _ = addFeature() }
  }

  /// Writes every file under `folder`.
  func write(to folder: URL) throws(AnalyzerError) {
    for (path, text) in texts {
      let url = folder.appendingPathComponent(path)
      do {
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
      } catch {
        throw .cannotWrite(url.path, "\(error)")
      }
    }
  }

  /// One commit's worth of change: one to four files get methods added, changed or removed
  /// (more often added while `growing`), or, now and then while growing, a new feature
  /// folder comes. Returns the paths changed and a commit message.
  mutating func evolve(growing: Bool) -> (paths: [String], message: String) {
    if growing, random.chance(8) {
      let added = addFeature()
      return (added.map(\.path), "Add \(added[0].entity)s")
    }
    var changed: [Int] = []
    var words: [String] = []
    for _ in 0..<random.int(1...4) {
      // View controllers and view models are where most commits land.
      let heavy = files.indices.filter { [.listViewController, .viewModel].contains(files[$0].kind) }
      let index = random.chance(45) && !heavy.isEmpty ? random.pick(heavy) : random.int(0...files.count - 1)
      let draw = random.int(1...100)
      if draw <= (growing ? 55 : 25) || files[index].methods.isEmpty {
        for _ in 0..<random.int(1...2) { files[index].addMethod(&random, statements: statements()) }
        words.append("extend \(files[index].typeName)")
      } else if draw <= (growing ? 92 : 80) || files[index].methods.count < 2 {
        let method = random.int(0...files[index].methods.count - 1)
        files[index].methods[method].seed = random.next()
        files[index].methods[method].statements = max(
          1, files[index].methods[method].statements + random.int(-1...2))
        words.append("change \(files[index].typeName).\(files[index].methods[method].name)")
      } else {
        let method = files[index].methods.remove(at: random.int(0...files[index].methods.count - 1))
        words.append("remove \(files[index].typeName).\(method.name)")
      }
      if !changed.contains(index) { changed.append(index) }
    }
    for index in changed { lines[files[index].path] = SyntheticFile.codeLines(files[index].text) }
    let message = words.joined(separator: ", ")
    return (changed.map { files[$0].path }, message.prefix(1).uppercased() + message.dropFirst())
  }

  /// Adds one feature folder in a style drawn at random; returns its files.
  private mutating func addFeature() -> [SyntheticFile] {
    let entity = Self.entity(features)
    features += 1
    let draw = random.int(1...100)
    let style: SyntheticFile.Style = draw <= 35 ? .mvc : draw <= 65 ? .mvvm : .swiftUI
    let folder = "\(Self.root)/Features/\(entity)"
    let shared = random.chance(50)
    var made: [SyntheticFile] = []
    func add(_ kind: SyntheticFile.Kind, _ subfolder: String, methods: Int) {
      var file = SyntheticFile(
        path: "\(subfolder)/\(kind.typeName(entity)).swift", kind: kind, style: style, entity: entity,
        methods: [])
      for _ in 0..<methods { file.addMethod(&random, statements: statements()) }
      made.append(file)
    }
    switch style {
    case .mvc:
      add(.listViewController, folder + "/Controllers", methods: controllerMethods())
      if random.chance(70) {
        add(.detailViewController, folder + "/Controllers", methods: typeMethods(2...8))
      }
      add(.cell, folder + "/Views", methods: random.int(1...5))
      if random.chance(30) { add(.headerView, folder + "/Views", methods: random.int(1...5)) }
    case .mvvm:
      add(.listViewController, folder + "/ViewControllers", methods: controllerMethods())
      add(.viewModel, folder + "/ViewModels", methods: typeMethods(3...10))
      if random.chance(60) {
        add(.detailViewController, folder + "/ViewControllers", methods: typeMethods(2...8))
      }
      add(.cell, folder + "/Views", methods: random.int(1...5))
      if random.chance(70) { add(.coordinator, folder, methods: random.int(1...5)) }
    case .swiftUI:
      add(.listView, folder + "/Views", methods: random.int(2...7))
      add(.observableViewModel, folder + "/ViewModels", methods: typeMethods(3...10))
      if random.chance(70) { add(.detailView, folder + "/Views", methods: random.int(2...7)) }
      add(.row, folder + "/Views", methods: random.int(0...2))
    }
    add(.service, shared ? "\(Self.root)/Core/Services" : folder + "/Services", methods: typeMethods(2...8))
    add(.model, shared ? "\(Self.root)/Core/Models" : folder + "/Models", methods: random.int(0...4))
    for file in made { lines[file.path] = SyntheticFile.codeLines(file.text) }
    files += made
    return made
  }

  /// How many methods a list view controller has: most a handful, some three times that,
  /// a few eight times (the massive ones).
  private mutating func controllerMethods() -> Int {
    let base = random.int(3...10)
    let draw = random.int(1...100)
    return draw <= 5 ? base * 8 : draw <= 25 ? base * 3 : base
  }

  /// How many statements a new method has: one to three, a few more for one in four.
  private mutating func statements() -> Int {
    random.int(1...3) + (random.chance(25) ? random.int(1...3) : 0)
  }

  /// How many methods another type has: `range`, or three times that for one in seven.
  private mutating func typeMethods(_ range: ClosedRange<Int>) -> Int {
    random.int(range) * (random.chance(15) ? 3 : 1)
  }

  /// The entity of the `index`-th feature: a noun, after a qualifier once the nouns are used up.
  static func entity(_ index: Int) -> String {
    let noun = nouns[index % nouns.count]
    let round = index / nouns.count
    guard round > 0 else { return noun }
    let qualifier = qualifiers[(round - 1) % qualifiers.count]
    let lap = (round - 1) / qualifiers.count
    return qualifier + noun + (lap > 0 ? "\(lap + 1)" : "")
  }

  static let nouns = [
    "Order", "Payment", "Invoice", "Product", "Customer", "Message", "Conversation", "Account", "Profile",
    "Notification", "Booking", "Ticket", "Event", "Trip", "Flight", "Hotel", "Recipe", "Ingredient",
    "Workout",
    "Exercise", "Playlist", "Track", "Album", "Article", "Comment", "Photo", "Task", "Project", "Document",
    "Contact", "Store", "Coupon", "Review", "Shipment", "Address", "Wallet", "Card", "Transfer", "Budget",
    "Goal",
    "Habit", "Note", "Reminder", "Course", "Lesson", "Quiz", "Vehicle", "Ride", "Pet", "Appointment",
    "Doctor",
    "Prescription", "Device", "Sensor", "Report", "Invitation", "Subscription", "Episode", "Podcast", "Story",
  ]

  static let qualifiers = ["Shared", "Archived", "Team", "Recent", "Favorite", "Draft", "Premium", "Local"]

  /// The files every feature leans on: the app and scene delegates, the API's address,
  /// the token store, the coordinator protocol, the theme. (Written as lines, as the feature
  /// files are: a comment inside a multi-line string would count as a comment here.)
  static let shared: [String: String] = [
    "\(root)/AppDelegate.swift": [
      "import UIKit", "", "/// The application's delegate: nothing more than UIKit asks for.", "@main",
      "final class AppDelegate: UIResponder, UIApplicationDelegate {", "  func application(",
      "    _ application: UIApplication,",
      "    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?",
      "  ) -> Bool {", "    Theme.apply()", "    return true", "  }", "}",
    ],
    "\(root)/SceneDelegate.swift": [
      "import UIKit", "", "/// Sets up the window.",
      "final class SceneDelegate: UIResponder, UIWindowSceneDelegate {",
      "  var window: UIWindow?", "", "  func scene(",
      "    _ scene: UIScene, willConnectTo session: UISceneSession,",
      "    options connectionOptions: UIScene.ConnectionOptions", "  ) {",
      "    guard let windowScene = scene as? UIWindowScene else { return }",
      "    let window = UIWindow(windowScene: windowScene)",
      "    window.rootViewController = UITabBarController()",
      "    window.makeKeyAndVisible()", "    self.window = window", "  }", "}",
    ],
    "\(root)/Core/API.swift": [
      "import Foundation", "", "/// Where the app's API lives.", "enum API {",
      "  static let baseURL = URL(string: \"https://api.example.com/v2\")!", "}",
    ],
    "\(root)/Core/TokenStore.swift": [
      "import Foundation", "", "/// The signed-in user's token, kept in the keychain.",
      "final class TokenStore {",
      "  static let shared = TokenStore()", "", "  private(set) var token: String?", "",
      "  func invalidate() {",
      "    token = nil", "  }", "}",
    ],
    "\(root)/Core/Coordinator.swift": [
      "import UIKit", "", "/// An object leading the user through a flow, keeping the flows it started.",
      "protocol Coordinator: AnyObject {", "  var childCoordinators: [Coordinator] { get set }",
      "  func start()",
      "}",
    ],
    "\(root)/Core/Theme.swift": [
      "import UIKit", "", "/// The app's colours and fonts.", "enum Theme {",
      "  static let accent = UIColor.systemIndigo", "", "  static func apply() {",
      "    UINavigationBar.appearance().tintColor = accent",
      "    UITableView.appearance().separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)",
      "  }",
      "}",
    ],
  ].mapValues { $0.joined(separator: "\n") + "\n" }
}
