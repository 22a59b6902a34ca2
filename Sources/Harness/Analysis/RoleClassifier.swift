/// Gives every file-level type of a tree its role from what it is and does, with the
/// evidence: inheritance and conformances first (a `UIViewController` subclass, a `View`,
/// a `Reducer`), then ownership (`@State var model`, `@Environment(Model.self)`), then the
/// references between types (a class holding weakly what a view controller implements is
/// a presenter; one making view controllers and presenting them navigates), then folders,
/// and the name's suffix last. What nothing decides is `other`, with the reason.
///
/// Names of the app's own members (`presenter`, `childCoordinators`) are printed in the
/// evidence but never decide: a renamed app gets the same roles as long as its structure
/// is the same.
public struct RoleClassifier: Sendable {
  /// Roles the analysed project's configuration sets; they win over every rule.
  public var overrides: [RoleOverride]
  /// Whether a file (by its path in the tree) stands in for a library the app would import, as
  /// the analysed project declares (`standIns` in its `archlab.yml`): its types are framework
  /// stand-ins, whatever they are. No folder is one unless declared.
  public var isStandIn: @Sendable (String) -> Bool

  /// Creates a classifier.
  public init(
    overrides: [RoleOverride] = [], isStandIn: @escaping @Sendable (String) -> Bool = { _ in false }
  ) {
    self.overrides = overrides
    self.isStandIn = isStandIn
  }

  /// The roles of every file-level type in `files`.
  public func classify(_ files: [FileFacts]) -> RoleMap {
    let vocabulary = PlatformVocabulary.of(files)
    var run = Run(
      graph: TypeGraph(files: files), overrides: overrides, vocabulary: vocabulary, isStandIn: isStandIn)
    run.classify()
    return RoleMap(
      types: run.results(), extensions: run.externalResults(), owners: run.graph.owners,
      vocabulary: vocabulary,
      isStandIn: isStandIn)
  }
}

/// One classification: the graph, the roles decided so far, and the rules in order.
private struct Run {
  let graph: TypeGraph
  let overrides: [RoleOverride]
  /// The platforms' names, and those of the stand-in modules the tree imports.
  let vocabulary: PlatformVocabulary
  /// Whether a file is declared stand-in code.
  let isStandIn: @Sendable (String) -> Bool
  private var decided: [String: (role: Role, evidence: [String])] = [:]

  /// For each type name, the declared types holding a property that names it, with the property.
  private let holdersByName: [String: [(holder: String, property: PropertyFact)]]
  /// For each name, the declared types referring to it.
  private let referrers: [String: Set<String>]

  init(
    graph: TypeGraph, overrides: [RoleOverride], vocabulary: PlatformVocabulary,
    isStandIn: @escaping @Sendable (String) -> Bool
  ) {
    self.graph = graph
    self.overrides = overrides
    self.vocabulary = vocabulary
    self.isStandIn = isStandIn
    var holders: [String: [(holder: String, property: PropertyFact)]] = [:]
    var referrers: [String: Set<String>] = [:]
    for node in graph.nodes.values {
      for property in node.properties {
        for name in Set(property.allTypeNames) { holders[name, default: []].append((node.name, property)) }
      }
      for name in node.references { referrers[name, default: []].insert(node.name) }
    }
    holdersByName = holders
    self.referrers = referrers
  }

  private var undecided: [TypeGraph.Node] {
    graph.nodes.values.filter { decided[$0.name] == nil }.sorted { $0.name < $1.name }
  }

  private func names(_ role: Role) -> Set<String> {
    Set(decided.filter { $0.value.role == role }.keys)
  }

  private func role(_ name: String) -> Role? { decided[name]?.role }

  private mutating func decide(_ name: String, _ role: Role, _ evidence: String...) {
    decided[name] = (role, evidence)
  }

  private func title(_ name: String) -> String {
    role(name).map { "`\(name)`, \(Self.article($0.title)) \($0.title)" } ?? "`\(name)`"
  }

  private static func article(_ title: String) -> String {
    title.first.map { "aeiou".contains($0) } == true ? "an" : "a"
  }

  /// The rules, in the order they are tried: a type keeps the first role decided.
  mutating func classify() {
    applyOverridesAndFrameworks()
    applyInheritance()
    applyConformances()
    applyObservation()
    applyNavigation()
    applyPresentersAndInteractors()
    applyBindingViewModels()
    applyNavigationKinds()
    applyDataAccess()
    applyUseCaseModels()
    applyBoundaries()
    applyFoldersAndNames()
  }

  private mutating func applyOverridesAndFrameworks() {
    for node in undecided {
      if let (override, reason) = overrides.lazy.compactMap({ o in
        o.reason(name: node.name, file: node.file).map { (o, $0) }
      }).first {
        decide(node.name, override.role, reason)
      } else if isStandIn(node.file) {
        decide(
          node.name, .frameworkStandIn,
          "in a folder the project declares stand-in code: it stands in for a library a real app would import"
        )
      }
    }
  }

  /// The first base on `name`'s inheritance path that is in `bases`, with the app classes on the way.
  private func path(from name: String, to bases: Set<String>) -> [String]? {
    var seen: Set<String> = []
    func walk(_ current: String) -> [String]? {
      guard seen.insert(current).inserted, let node = graph.nodes[current] else { return nil }
      for parent in node.inherits.sorted() {
        if bases.contains(parent), graph.nodes[parent] == nil { return [parent] }
        if let rest = walk(parent) { return [parent] + rest }
      }
      return nil
    }
    return walk(name)
  }

  private static func inheritanceText(_ path: [String], kind: String) -> String {
    path.count == 1
      ? "subclass of `\(path[0])`"
      : "subclass of `\(path[0])`, which is \(kind) (through \(path.dropFirst().map { "`\($0)`" }.joined(separator: ", ")))"
  }

  private mutating func applyInheritance() {
    for node in undecided where node.kind == .class {
      if let entry = graph.ancestry(of: node.name).intersection(PlatformVocabulary.appLifecycleProtocols)
        .sorted()
        .first
      {
        decide(
          node.name, .other,
          "conforms to `\(entry)`: the app's entry point, which the system calls at launch, whatever it builds"
        )
      } else if let path = path(from: node.name, to: vocabulary.viewControllerBases) {
        decide(node.name, .viewController, Self.inheritanceText(path, kind: "a view controller"))
      } else if let path = path(from: node.name, to: vocabulary.viewBases) {
        decide(node.name, .view, Self.inheritanceText(path, kind: "a view"))
      }
    }
  }

  private mutating func applyConformances() {
    for node in undecided {
      let ancestry = graph.ancestry(of: node.name)
      if let marker = node.attributes.intersection(PlatformVocabulary.reducerMarkers).sorted().first {
        decide(node.name, .reducer, "marked `@\(marker)`")
      } else if node.kind != .protocol,
        let marker = ancestry.intersection(PlatformVocabulary.reducerMarkers).sorted().first
      {
        decide(node.name, .reducer, "conforms to `\(marker)`: state, actions and a reduce function")
      } else if node.kind != .protocol, node.kind != .class || !node.inherits.isEmpty,
        let marker = ancestry.intersection(vocabulary.viewProtocols).sorted().first
      {
        decide(node.name, .view, "conforms to `\(marker)`")
      } else if node.kind == .struct, node.attributes.contains("DependencyClient") {
        decide(node.name, .client, "marked `@DependencyClient`")
      } else if node.kind == .struct, !node.stored.isEmpty, node.stored.allSatisfy(\.isClosure) {
        let names = node.stored.prefix(3).map { "`\($0.name)`" }.joined(separator: ", ")
        decide(
          node.name, .client,
          "a struct of closures (\(names)): a dependency client, its live and test versions swapped in")
      } else if node.attributes.contains("Model"), node.kind == .class {
        decide(node.name, .models, "a SwiftData `@Model`: the app's persistent model")
      }
    }
  }

  /// Who holds `name` and how: views or view controllers owning it, views reading it from the environment.
  private func holders(of name: String) -> (owning: [String], environment: [String], viewModels: [String]) {
    var owning: [String] = []
    var environment: [String] = []
    var viewModels: [String] = []
    for (holder, property) in holdersByName[name] ?? [] where holder != name {
      if !property.wrappers.filter(PlatformVocabulary.environmentWrappers.contains).isEmpty {
        environment.append(holder)
      } else if [.view, .viewController].contains(role(holder)) {
        owning.append(holder)
      } else if role(holder) == .viewModel {
        viewModels.append(holder)
      }
    }
    return (Array(Set(owning)).sorted(), Array(Set(environment)).sorted(), Array(Set(viewModels)).sorted())
  }

  private func isObservable(_ node: TypeGraph.Node) -> String? {
    if let marker = node.attributes.intersection(["Observable"]).first { return "marked `@\(marker)`" }
    if graph.ancestry(of: node.name).contains("ObservableObject") { return "conforms to `ObservableObject`" }
    if node.properties.contains(where: { $0.wrappers.contains("Published") }) {
      return "has `@Published` state"
    }
    return nil
  }

  private mutating func applyObservation() {
    var pending = undecided.filter { $0.kind == .class || $0.kind == .actor }.compactMap { node in
      isObservable(node).map { (node, $0) }
    }
    var changed = true
    while changed {
      changed = false
      for (index, (node, observable)) in pending.enumerated().reversed() {
        let (owning, environment, viewModels) = holders(of: node.name)
        if !environment.isEmpty {
          decide(
            node.name, .models, observable,
            "shared through the environment: read by \(environment.prefix(3).map(title).joined(separator: ", "))"
          )
        } else if !owning.isEmpty {
          decide(
            node.name, .viewModel, observable,
            "owned by \(owning.prefix(3).map(title).joined(separator: ", ")), which observes it")
        } else if !viewModels.isEmpty {
          decide(
            node.name, .viewModel, observable,
            "part of the state of \(viewModels.prefix(3).map(title).joined(separator: ", "))")
        } else {
          continue
        }
        pending.remove(at: index)
        changed = true
      }
    }
    for (node, observable) in pending {
      decide(node.name, .models, observable, "held by no single view: a model the app shares")
    }
  }

  /// View controllers and view-controller bases.
  private var screenTypes: Set<String> {
    names(.viewController).union(vocabulary.viewControllerBases)
  }

  private mutating func applyNavigation() {
    var navigation: Set<String> = []
    for node in undecided where node.kind == .class {
      let own = graph.ancestry(of: node.name).subtracting([node.name])
      guard
        let children = node.stored.first(where: {
          $0.isCollection && !Set($0.typeNames).isDisjoint(with: own)
        })
      else { continue }
      decided[node.name] = (
        .router, ["keeps children of its own kind in `\(children.name)`: a coordinator tree"]
      )
      navigation.insert(node.name)
    }
    var changed = true
    while changed {
      changed = false
      let screens = screenTypes
      let navigationProtocols = navigation.flatMap { graph.ancestry(of: $0) }
      for node in undecided where node.kind != .protocol && !navigation.contains(node.name) {
        let made = node.constructs.intersection(screens).sorted()
        let shows = node.calls.intersection(PlatformVocabulary.navigationCalls).sorted()
        let heldScreens = node.stored.filter { !Set($0.typeNames).isDisjoint(with: screens) }
        let children = node.stored.filter {
          $0.isCollection && !Set($0.typeNames).isDisjoint(with: navigation.union(navigationProtocols))
        }
        let madeNavigation = node.constructs.intersection(navigation).sorted()
        var evidence: [String] = []
        if !heldScreens.isEmpty, !made.isEmpty || !shows.isEmpty {
          evidence.append(
            "holds the screen it navigates from (`\(heldScreens[0].name)`) and "
              + (shows.isEmpty
                ? "makes \(made.prefix(2).map { "`\($0)`" }.joined(separator: ", "))"
                : "calls `\(shows[0])`"))
        }
        if !children.isEmpty {
          evidence.append("keeps child navigators in `\(children[0].name)`")
        }
        if !heldScreens.isEmpty, !madeNavigation.isEmpty {
          evidence.append("holds a screen and starts `\(madeNavigation[0])`, which navigates")
        }
        if node.kind == .class, let base = node.inherits.sorted().first(where: navigation.contains) {
          evidence.append("subclass of `\(base)`, which navigates")
        }
        guard !evidence.isEmpty else { continue }
        decided[node.name] = (.router, evidence)
        navigation.insert(node.name)
        changed = true
      }
    }
    let screensAndViews = screenTypes.union(names(.view))
    for node in undecided where node.kind != .protocol {
      let made = node.constructs.intersection(screensAndViews).sorted()
      let madeNavigation = node.constructs.intersection(navigation).sorted()
      guard !made.isEmpty || !madeNavigation.isEmpty else { continue }
      let what = (made + madeNavigation).prefix(3).map { "`\($0)`" }.joined(separator: ", ")
      decide(
        node.name, .builder, "makes \(what) and holds no screen: it assembles screens and hands them over")
    }
  }

  /// The protocols `names` conform to, and `names` themselves.
  private func implemented(by names: Set<String>) -> Set<String> {
    names.union(names.flatMap { graph.ancestry(of: $0) })
  }

  private mutating func applyPresentersAndInteractors() {
    let screens = implemented(by: names(.viewController).union(names(.view)))
    for node in undecided where node.kind == .class || node.kind == .actor {
      guard let back = node.stored.first(where: { !Set($0.typeNames).isDisjoint(with: screens) }) else {
        continue
      }
      let target = back.typeNames.first { screens.contains($0) } ?? ""
      let implementer =
        graph.descendants(of: target).intersection(names(.viewController).union(names(.view))).sorted().first
      decide(
        node.name, .presenter,
        "holds \(back.isWeak ? "weakly " : "")the view it drives through `\(back.name)` (`\(target)`"
          + (implementer.map { ", which \(title($0)) implements)" } ?? ")"))
    }
    let presenters = implemented(by: names(.presenter))
    for node in undecided where node.kind == .class || node.kind == .actor {
      guard let output = node.stored.first(where: { !Set($0.typeNames).isDisjoint(with: presenters) }) else {
        continue
      }
      let target = output.typeNames.first { presenters.contains($0) } ?? ""
      decide(
        node.name, .interactor,
        "drives a presenter through `\(output.name)` (`\(target)`): it does the work and hands the result on")
    }
  }

  /// Binding types a view model exposes for a view to observe (Combine, RxSwift, and the app's own).
  private static let bindingTypes: Set<String> = [
    "Observable", "BehaviorRelay", "PublishRelay", "BehaviorSubject", "PublishSubject", "ReplaySubject",
    "Driver",
    "Signal", "CurrentValueSubject", "PassthroughSubject", "AnyPublisher", "Published", "Property",
    "MutableProperty",
  ]

  private mutating func applyBindingViewModels() {
    let standIns = names(.frameworkStandIn)
    for node in undecided where node.kind == .class || node.kind == .struct {
      let owners = Set(
        (holdersByName[node.name] ?? []).filter { holder, property in
          [.viewController, .view].contains(role(holder)) && !property.isStatic && !property.isComputed
            && property.typeNames.contains(node.name)
        }.map(\.holder)
      ).sorted()
      guard !owners.isEmpty else { continue }
      let bindings = node.stored.filter {
        !Set($0.typeNames).isDisjoint(with: Self.bindingTypes.union(standIns)) || $0.isClosure
      }
      guard let binding = bindings.first, node.functionCount > 0 else { continue }
      decide(
        node.name, .viewModel,
        "owned by \(owners.prefix(2).map(title).joined(separator: ", ")) and exposes `\(binding.name)` for it to bind"
      )
    }
  }

  private mutating func applyNavigationKinds() {
    let routers = names(.router)
    let navigationProtocols = implemented(by: routers)
    let presenters = names(.presenter)
    let viewModels = names(.viewModel)
    for name in routers.sorted() {
      guard let node = graph.nodes[name], var evidence = decided[name]?.evidence else { continue }
      let ancestry = implemented(by: [name])
      let children = node.stored.filter {
        $0.isCollection && !Set($0.typeNames).isDisjoint(with: navigationProtocols)
      }
      let weakHolders = graph.nodes.values.filter { holder in
        viewModels.contains(holder.name)
          && holder.stored.contains { $0.isWeak && !Set($0.typeNames).isDisjoint(with: ancestry) }
      }.map(\.name).sorted()
      let presenterHolders = graph.nodes.values.filter { holder in
        presenters.contains(holder.name)
          && holder.stored.contains { !$0.isWeak && !Set($0.typeNames).isDisjoint(with: ancestry) }
      }.map(\.name).sorted()
      let childOf = routers.filter { other in
        other != name
          && (graph.nodes[other]?.stored.contains {
            $0.isCollection && !Set($0.typeNames).isDisjoint(with: ancestry)
          } ?? false)
      }.sorted()
      let coordinatorBase = node.inherits.sorted().first { decided[$0]?.role == .coordinator }
      if !children.isEmpty || !weakHolders.isEmpty || !childOf.isEmpty || coordinatorBase != nil {
        if let first = weakHolders.first {
          evidence.append(
            "\(title(first)) reports to it through a weak delegate: it owns the flow, not the screen")
        }
        if let parent = childOf.first { evidence.append("kept as a child by `\(parent)`") }
        decided[name] = (.coordinator, evidence)
      } else if let holder = presenterHolders.first {
        evidence.append("driven by \(title(holder)): the presenter decides, it only navigates (a wireframe)")
        decided[name] = (.wireframe, evidence)
      }
    }
  }

  private mutating func applyDataAccess() {
    let storage = vocabulary.storageAndNetwork
    for node in undecided where node.kind != .protocol {
      let held = node.stored.first { !Set($0.allTypeNames).isDisjoint(with: storage) }
      let used = node.functionCount > 0 ? node.references.intersection(storage).sorted().first : nil
      let evidence: String
      if let held {
        let type = held.allTypeNames.first { storage.contains($0) } ?? ""
        evidence = "reaches storage or the network through `\(held.name)` (`\(type)`)"
      } else if let used {
        evidence = "reaches storage or the network through `\(used)`"
      } else {
        continue
      }
      let byName = Role(typeName: node.name)
      // A type that holds no store and makes the app's screens or their parts, the stores
      // passed to it only to be handed on, assembles (a composition root); it does not reach
      // storage itself. Decided from what it holds and makes, whatever its name.
      if held == nil, assembles(node) { continue }
      if [.dataManager, .worker, .client, .service].contains(byName) {
        decide(node.name, byName, evidence, "its name calls it \(Self.article(byName.title)) \(byName.title)")
      } else {
        decide(node.name, .service, evidence)
      }
    }
  }

  /// Whether `node` assembles: it makes a screen or one of its parts (a type already decided
  /// as a view controller, view, presenter, interactor, view model, wireframe, router or
  /// coordinator), or hands over to a type already decided as an assembler (a builder or a
  /// wireframe, as VIPER's `AppBuilder` hands over to its root wireframe).
  private func assembles(_ node: TypeGraph.Node) -> Bool {
    let parts: Set<Role> = [
      .viewController, .view, .presenter, .interactor, .viewModel, .wireframe, .router, .coordinator,
    ]
    let assemblers: Set<Role> = [.builder, .wireframe]
    return node.constructs.contains { role($0).map(parts.contains) ?? false }
      || node.references.contains { $0 != node.name && (role($0).map(assemblers.contains) ?? false) }
  }

  private mutating func applyUseCaseModels() {
    for node in undecided where node.kind == .enum && node.caseCount == 0 && node.holdsOnlyTypes {
      let users = (referrers[node.name] ?? []).subtracting([node.name])
      let roles = Set(users.compactMap { role($0) }).subtracting([.other, .frameworkStandIn])
      guard roles.count >= 2 else { continue }
      decide(
        node.name, .models,
        "a namespace of data types passed between \(roles.sorted().map(\.title).joined(separator: ", ")): use-case models"
      )
    }
  }

  private mutating func applyBoundaries() {
    for node in undecided where node.kind == .protocol {
      let implementers = graph.descendants(of: node.name).filter { graph.nodes[$0]?.kind != .protocol }
      guard let implementer = implementers.sorted().first else { continue }
      let holders = (referrers[node.name] ?? []).filter { holder in
        holder != node.name && (!implementers.contains(holder) || implementers.count > 1)
      }.filter { $0 != implementer }.sorted()
      guard let holder = holders.first else { continue }
      decide(
        node.name, .boundary,
        "a protocol \(title(implementer)) implements and \(title(holder)) calls: a boundary between them")
    }
  }

  /// Folders whose name says the role of what they hold.
  private static let folderRoles: [String: Role] = [
    "viewcontrollers": .viewController, "controllers": .viewController, "views": .view,
    "viewmodels": .viewModel, "presenters": .presenter, "interactors": .interactor, "routers": .router,
    "coordinators": .coordinator, "wireframes": .wireframe, "services": .service, "workers": .worker,
    "reducers": .reducer, "features": .reducer,
  ]

  private mutating func applyFoldersAndNames() {
    for node in undecided {
      // What its own structure says is data (an enum of cases, a struct that codes itself, a
      // persistent entity) is data wherever it is kept and whatever it is named.
      if let evidence = dataEvidence(node, strong: true) {
        decide(node.name, .data, evidence)
        continue
      }
      let folders = node.file.split(separator: "/").dropLast().reversed()
      if let folder = folders.first(where: { Self.folderRoles[$0.lowercased()] != nil }),
        node.kind != .protocol
      {
        decide(node.name, Self.folderRoles[folder.lowercased()]!, "declared in the folder `\(folder)/`")
        continue
      }
      let byName = Role(typeName: node.name)
      if byName != .other {
        let suffix = Role.suffixes.first { node.name.hasSuffix($0.0) }?.0 ?? ""
        decide(node.name, byName, "no structural rule decided; its name ends in `\(suffix)`")
        continue
      }
      if let evidence = dataEvidence(node, strong: false) {
        decide(node.name, .data, evidence)
      } else {
        decide(node.name, .other, reasonForOther(node))
      }
    }
  }

  /// Why `node`, which no other rule gives a part, is data passed around, or `nil`. `strong`:
  /// what its structure alone says, before folders and names (an enum of cases, a struct coding
  /// itself, a Core Data entity); otherwise what is left once they said nothing (a struct of
  /// stored properties with two functions at most, a class of stored properties with no
  /// superclass and two functions at most). An error type, a key registering a dependency and a caseless enum (a namespace of
  /// constants or helpers) are never data.
  private func dataEvidence(_ node: TypeGraph.Node, strong: Bool) -> String? {
    let ancestry = graph.ancestry(of: node.name).subtracting([node.name])
    guard ancestry.isDisjoint(with: PlatformVocabulary.notDataMarkers) else { return nil }
    let coding = ancestry.intersection(PlatformVocabulary.codingProtocols).sorted().first
    if strong {
      switch node.kind {
      case .enum where node.caseCount > 0:
        let cases = node.caseCount == 1 ? "1 case" : "\(node.caseCount) cases"
        return "an enum of \(cases): data, no part of the screen's flow"
      case .struct:
        return coding.map { "a struct conforming to `\($0)`: data, no part of the screen's flow" }
      case .class:
        return ancestry.intersection(PlatformVocabulary.persistentEntityBases).sorted().first.map {
          "a subclass of `\($0)`: a persistent entity"
        }
      default:
        return nil
      }
    }
    switch node.kind {
    case .struct where node.functionCount <= 2 && !node.stored.isEmpty:
      return "a plain value type: data, no part of the screen's flow"
    case .class:
      let superclasses = ancestry.subtracting(PlatformVocabulary.codingProtocols).subtracting(
        PlatformVocabulary.valueProtocols)
      guard superclasses.isEmpty, !node.stored.isEmpty, node.functionCount <= 2 else { return nil }
      return "a class of stored properties and no superclass: data, no part of the screen's flow"
    default:
      return nil
    }
  }

  private func reasonForOther(_ node: TypeGraph.Node) -> String {
    switch node.kind {
    case .protocol:
      return graph.descendants(of: node.name).isEmpty
        ? "a protocol no type here implements" : "a protocol no other type here calls through"
    default:
      return "no structural rule matched and its name has no role suffix"
    }
  }

  func results() -> [String: ClassifiedType] {
    var result: [String: ClassifiedType] = [:]
    for node in graph.nodes.values {
      let (role, evidence) = decided[node.name] ?? (.other, ["not classified"])
      result[node.name] = ClassifiedType(
        name: node.name, kind: node.kind, role: role, evidence: evidence, file: node.file, line: node.line,
        codeLines: node.codeLines)
    }
    return result
  }

  func externalResults() -> [String: ClassifiedType] {
    var result: [String: ClassifiedType] = [:]
    for (key, node) in graph.externalExtensions {
      let base = TypeName.base(key)
      let (role, evidence): (Role, String) =
        if vocabulary.viewControllerBases.contains(base) {
          (.viewController, "extends `\(base)`, a view controller")
        } else if vocabulary.viewBases.contains(base)
          || vocabulary.viewProtocols.contains(base)
        {
          (.view, "extends `\(base)`, a view")
        } else {
          (.other, "extends `\(base)`, declared outside the analysed tree")
        }
      result[key] = ClassifiedType(
        name: key, kind: .extension, role: role, evidence: [evidence], file: node.file, line: node.line,
        codeLines: node.codeLines)
    }
    return result
  }
}
