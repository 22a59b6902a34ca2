/// One file of a synthetic app (``SyntheticApp``): one type of one role, written the way
/// a UIKit or SwiftUI app writes it, whose methods can grow, change and go the way a
/// history has them. Its text is made from its kind, its entity's name and a seed per
/// method, so the same file always reads the same.
struct SyntheticFile: Sendable {
  /// What the file's type is: the roles of a UIKit MVC, UIKit MVVM(-C) or SwiftUI feature.
  enum Kind: Sendable, CaseIterable {
    /// A `UIViewController` listing the entities in a table.
    case listViewController
    /// A `UIViewController` showing one entity.
    case detailViewController
    /// A `UITableViewCell`.
    case cell
    /// A `UIView` laid out in code.
    case headerView
    /// A UIKit view model publishing rows through Combine.
    case viewModel
    /// A SwiftUI `ObservableObject` view model.
    case observableViewModel
    /// A SwiftUI list screen.
    case listView
    /// A SwiftUI detail screen.
    case detailView
    /// A SwiftUI row.
    case row
    /// A coordinator keeping child coordinators and pushing view controllers.
    case coordinator
    /// A service fetching the entity over the network.
    case service
    /// The entity: a `Codable` struct.
    case model

    /// The type's name for `entity` (`Order` → `OrderListViewController`).
    func typeName(_ entity: String) -> String {
      switch self {
      case .listViewController: entity + "ListViewController"
      case .detailViewController: entity + "DetailViewController"
      case .cell: entity + "Cell"
      case .headerView: entity + "HeaderView"
      case .viewModel, .observableViewModel: entity + "ListViewModel"
      case .listView: entity + "ListView"
      case .detailView: entity + "DetailView"
      case .row: entity + "Row"
      case .coordinator: entity + "Coordinator"
      case .service: entity + "Service"
      case .model: entity
      }
    }
  }

  /// How the feature holding the file is written.
  enum Style: Sendable {
    /// UIKit, Apple's MVC: view controllers call the services.
    case mvc
    /// UIKit MVVM with coordinators: view controllers bind to view models, coordinators navigate.
    case mvvm
    /// SwiftUI views owning `ObservableObject` view models.
    case swiftUI
  }

  /// A method of the type: its name, the seed its body is drawn from, and how many statements it holds.
  struct Method: Sendable {
    /// Its name, unique in the type.
    var name: String
    /// The seed its statements are drawn from.
    var seed: UInt64
    /// How many statements (each one to a dozen lines) it holds.
    var statements: Int
  }

  /// The path, relative to the app's root.
  var path: String
  /// What the type is.
  var kind: Kind
  /// How its feature is written.
  var style: Style
  /// The feature's entity (`Order`).
  var entity: String
  /// The methods, in order.
  var methods: [Method]
  /// Methods added so far, for the next one's name.
  var added = 0

  /// The type's name.
  var typeName: String { kind.typeName(entity) }

  /// Code lines of `text`: lines holding something other than white space or a `//` comment
  /// (the generated text has no block comment or multi-line string, so this is the analyzer's count).
  static func codeLines(_ text: String) -> Int {
    text.split(separator: "\n").reduce(0) { count, line in
      let trimmed = line.drop { $0 == " " }
      return trimmed.isEmpty || trimmed.hasPrefix("//") ? count : count + 1
    }
  }

  /// Adds a method of `statements` statements, named after what the kind's methods do.
  mutating func addMethod(_ random: inout SeededGenerator, statements: Int) {
    added += 1
    let verb = random.pick(Self.verbs[kind] ?? Self.verbs[.service]!)
    let noun = random.pick(Self.nouns)
    methods.append(Method(name: "\(verb)\(noun)\(added)", seed: random.next(), statements: statements))
  }

  /// Verbs of method names, by kind.
  static let verbs: [Kind: [String]] = [
    .listViewController: ["configure", "update", "show", "reload", "handle", "present", "layout", "apply"],
    .detailViewController: ["configure", "update", "show", "render", "handle", "present", "layout"],
    .cell: ["configure", "apply", "layout", "style", "update"],
    .headerView: ["configure", "apply", "layout", "style", "update"],
    .viewModel: ["load", "refresh", "format", "filter", "sort", "select", "update", "validate"],
    .observableViewModel: ["load", "refresh", "format", "filter", "sort", "select", "update", "validate"],
    .listView: ["section", "header", "footer", "toolbar", "badge", "summary"],
    .detailView: ["section", "header", "card", "badge", "summary", "details"],
    .row: ["badge", "label", "accessory", "subtitle"],
    .coordinator: ["show", "start", "present", "finish", "route", "open"],
    .service: ["fetch", "send", "delete", "upload", "decode", "cache", "refresh", "sync"],
    .model: ["formatted", "validated", "normalized", "summary", "sorted"],
  ]

  /// Nouns of method names.
  static let nouns = [
    "Header", "Footer", "Title", "Subtitle", "Badge", "Items", "Selection", "Filter", "Sorting", "Layout",
    "Appearance", "State", "Error", "Empty", "Loading", "Toolbar", "Search", "Details", "Summary", "Total",
    "Page", "Section", "Image", "Avatar", "Date", "Price", "Status", "Options", "Actions", "Share",
  ]
}
