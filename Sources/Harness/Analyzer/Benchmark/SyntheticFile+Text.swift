extension SyntheticFile {
  /// The file's Swift text: imports, a summary, the type's stored properties and set-up as
  /// its kind has them, then its methods, then (for a list) its table's extensions.
  var text: String {
    let lines: [String]
    switch kind {
    case .listViewController: lines = listControllerLines()
    case .detailViewController: lines = detailControllerLines()
    case .cell, .headerView: lines = uikitViewLines()
    case .viewModel: lines = viewModelLines()
    case .observableViewModel: lines = observableViewModelLines()
    case .listView, .detailView, .row: lines = swiftUILines()
    case .coordinator: lines = coordinatorLines()
    case .service: lines = serviceLines()
    case .model: lines = modelLines()
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private func listControllerLines() -> [String] {
    let e = entity
    let v = SyntheticStatements.variable(e)
    var lines: [String] =
      ["import UIKit"] + (style == .mvvm ? ["import Combine"] : []) + [
        "", "/// Lists the \(v)s and opens the one tapped.",
        "final class \(typeName): UIViewController {",
        "  private let tableView = UITableView(frame: .zero, style: .insetGrouped)",
      ]
    if style == .mvvm {
      lines += [
        "  private let viewModel: \(e)ListViewModel", "  private var cancellables = Set<AnyCancellable>()",
        "  weak var coordinator: \(e)Coordinator?", "  private var items: [\(e)] { viewModel.items }", "",
        "  init(viewModel: \(e)ListViewModel) {", "    self.viewModel = viewModel",
      ]
    } else {
      lines += [
        "  private let service: \(e)Service", "  private var items: [\(e)] = []", "",
        "  init(service: \(e)Service) {", "    self.service = service",
      ]
    }
    lines +=
      ["    super.init(nibName: nil, bundle: nil)", "  }", ""] + Self.unavailableCoder + [
        "", "  override func viewDidLoad() {", "    super.viewDidLoad()", "    title = \"\(e)s\"",
        "    view.backgroundColor = .systemBackground", "    tableView.dataSource = self",
        "    tableView.delegate = self",
        "    tableView.register(\(e)Cell.self, forCellReuseIdentifier: \(e)Cell.reuseIdentifier)",
        "    view.addSubview(tableView)", "    reload()", "  }", "", "  func reload() {",
      ]
    lines += style == .mvvm ? ["    viewModel.refresh()"] : ["    service.fetch\(e)s(page: 1) { _ in }"]
    lines += ["  }", ""] + Self.showError + methods(signature: { "private func \($0)() {" })
    lines += [
      "}", "", "extension \(typeName): UITableViewDataSource {",
      "  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {",
      "    items.count", "  }", "",
      "  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {",
      "    let cell = tableView.dequeueReusableCell(withIdentifier: \(e)Cell.reuseIdentifier, for: indexPath)",
      "    (cell as? \(e)Cell)?.configure(with: items[indexPath.row])", "    return cell", "  }", "}", "",
      "extension \(typeName): UITableViewDelegate {",
      "  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {",
    ]
    lines +=
      style == .mvvm
      ? ["    coordinator?.showDetail(for: items[indexPath.row])"]
      : [
        "    let detail = \(e)DetailViewController(item: items[indexPath.row], service: service)",
        "    navigationController?.pushViewController(detail, animated: true)",
      ]
    lines += ["  }", "}"]
    return lines
  }

  private func detailControllerLines() -> [String] {
    let e = entity
    let v = SyntheticStatements.variable(e)
    var lines: [String] = [
      "import UIKit", "", "/// Shows one \(v), with what can be done with it.",
      "final class \(typeName): UIViewController {", "  private let item: \(e)",
      "  private let service: \(e)Service", "  private let tableView = UITableView()",
      "  private var items: [\(e)] = []", "", "  init(item: \(e), service: \(e)Service) {",
      "    self.item = item", "    self.service = service", "    super.init(nibName: nil, bundle: nil)",
      "  }",
      "",
    ]
    lines +=
      Self.unavailableCoder + [
        "", "  override func viewDidLoad() {", "    super.viewDidLoad()", "    title = item.title",
        "    view.backgroundColor = .systemBackground", "    view.addSubview(tableView)", "  }", "",
        "  func reload() {", "    tableView.reloadData()", "  }", "",
      ]
    lines += Self.showError + methods(signature: { "private func \($0)() {" }) + ["}"]
    return lines
  }

  private func uikitViewLines() -> [String] {
    let e = entity
    let v = SyntheticStatements.variable(e)
    var lines: [String]
    let base = kind == .cell ? "UITableViewCell" : "UIView"
    lines = [
      "import UIKit", "",
      kind == .cell
        ? "/// A row of the \(v) list: its title and its detail." : "/// The header above the \(v)s.",
      "final class \(typeName): \(base) {",
    ]
    lines += kind == .cell ? ["  static let reuseIdentifier = \"\(typeName)\"", ""] : []
    lines += ["  private let titleLabel = UILabel()", "  private let detailLabel = UILabel()", ""]
    lines +=
      kind == .cell
      ? [
        "  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {",
        "    super.init(style: style, reuseIdentifier: reuseIdentifier)",
      ] : ["  override init(frame: CGRect) {", "    super.init(frame: frame)"]
    lines +=
      ["    addSubview(titleLabel)", "    addSubview(detailLabel)", "  }", ""] + Self.unavailableCoder
    lines += [
      "", "  func configure(with \(v): \(e)) {", "    titleLabel.text = \(v).title",
      "    detailLabel.text = \(v).date.formatted(date: .abbreviated, time: .omitted)", "  }", "",
    ]
    lines += methods(signature: { "private func \($0)() {" }) + ["}"]
    return lines
  }

  private func viewModelLines() -> [String] {
    let e = entity
    let v = SyntheticStatements.variable(e)
    var lines: [String] = [
      "import Combine", "import Foundation", "",
      "/// The \(v) list's state, and what its screen asks of it.",
      "final class \(typeName) {",
    ]
    lines +=
      Self.viewModelState(e) + [
        "  @Published private(set) var rows: [Row] = []",
        "  @Published private(set) var state: State = .idle",
        "  @Published private(set) var message: String?", "  @Published var query = \"\"",
        "  private(set) var items: [\(e)] = []", "  private(set) var sections: [String] = []",
        "  private(set) var summary: String?", "  var selectedID: UUID?",
        "  private let service: \(e)Service", "",
        "  init(service: \(e)Service) {", "    self.service = service", "  }", "", "  func refresh() {",
        "    state = .loading", "  }", "",
      ]
    lines += methods(signature: { "func \($0)() {" }) + ["}"]
    return lines
  }

  private func observableViewModelLines() -> [String] {
    let e = entity
    let v = SyntheticStatements.variable(e)
    var lines: [String] = [
      "import Foundation", "import SwiftUI", "", "/// The \(v) list's state, observed by its views.",
      "@MainActor", "final class \(typeName): ObservableObject {",
    ]
    lines +=
      Self.viewModelState(e) + [
        "  @Published private(set) var items: [\(e)] = []",
        "  @Published private(set) var rows: [Row] = []",
        "  @Published private(set) var state: State = .idle",
        "  @Published private(set) var message: String?",
        "  @Published var query = \"\"", "  @Published var selectedID: UUID?",
        "  @Published private(set) var sections: [String] = []",
        "  @Published private(set) var summary: String?",
        "  private let service: \(e)Service", "", "  var isLoading: Bool { state == .loading }", "",
        "  init(service: \(e)Service) {", "    self.service = service", "  }", "",
        "  func refresh() async {",
        "    state = .loading", "  }", "",
      ]
    lines += methods(signature: { "func \($0)() {" }) + ["}"]
    return lines
  }

  private func swiftUILines() -> [String] {
    let e = entity
    let v = SyntheticStatements.variable(e)
    var lines: [String] = ["import SwiftUI", ""]
    switch kind {
    case .listView:
      lines += [
        "/// The \(v)s, searchable, each opening its detail.", "struct \(typeName): View {",
        "  @StateObject private var model = \(e)ListViewModel(service: \(e)Service())",
        "  @State private var showsDetails = false", "  private let title = \"\(e)s\"",
        "  private let subtitle = \"All \(v)s\"", "  private let caption = \"Updated today\"",
        "  private let \(v) = \(e).placeholder", "", "  var body: some View {", "    NavigationStack {",
        "      List(model.items) { \(v) in", "        NavigationLink(value: \(v)) {",
        "          \(e)Row(\(v): \(v))", "        }", "      }", "      .navigationTitle(title)",
        "      .navigationDestination(for: \(e).self) { \(v) in", "        \(e)DetailView(\(v): \(v))",
        "      }", "      .searchable(text: $model.query)", "      .task { await model.refresh() }",
        "    }",
        "  }", "",
      ]
    case .detailView:
      lines += [
        "/// One \(v) and what can be done with it.", "struct \(typeName): View {", "  let \(v): \(e)",
        "  @StateObject private var model = \(e)ListViewModel(service: \(e)Service())",
        "  @State private var showsDetails = false", "  private var title: String { \(v).title }",
        "  private let subtitle = \"Details\"", "  private let caption = \"\"", "",
        "  var body: some View {", "    ScrollView {", "      VStack(alignment: .leading, spacing: 16) {",
        "        Text(\(v).title).font(.largeTitle)", "      }", "      .padding()", "    }",
        "    .navigationTitle(title)", "  }", "",
      ]
    default:
      lines += [
        "/// A row of the \(v) list.", "struct \(typeName): View {", "  let \(v): \(e)",
        "  @StateObject private var model = \(e)ListViewModel(service: \(e)Service())",
        "  @State private var showsDetails = false", "  private var title: String { \(v).title }",
        "  private let subtitle = \"\"", "  private let caption = \"\"", "", "  var body: some View {",
        "    HStack {", "      Text(\(v).title)", "      Spacer()", "    }", "  }", "",
      ]
    }
    lines +=
      methods(
        signature: { "private var \($0): some View {" },
        open: ["VStack(alignment: .leading, spacing: 8) {"],
        close: ["}", ".padding(.horizontal)"], nested: true) + ["}"]
    return lines
  }

  private func coordinatorLines() -> [String] {
    let e = entity
    let v = SyntheticStatements.variable(e)
    var lines: [String] = [
      "import UIKit", "",
      "/// Leads through the \(v)s: the list, a \(v)'s detail, the flows started from them.",
      "final class \(typeName): Coordinator {", "  var childCoordinators: [Coordinator] = []",
      "  let navigationController: UINavigationController", "  private let service: \(e)Service", "",
      "  init(navigationController: UINavigationController, service: \(e)Service) {",
      "    self.navigationController = navigationController", "    self.service = service", "  }", "",
      "  func start() {",
      "    let controller = \(e)ListViewController(viewModel: \(e)ListViewModel(service: service))",
      "    controller.coordinator = self",
      "    navigationController.pushViewController(controller, animated: false)",
      "  }", "", "  func showDetail(for item: \(e)) {",
      "    let detail = \(e)DetailViewController(item: item, service: service)",
      "    navigationController.pushViewController(detail, animated: true)", "  }", "",
    ]
    lines += methods(signature: { "func \($0)(_ item: \(e), from child: Coordinator) {" }) + ["}"]
    return lines
  }

  private func serviceLines() -> [String] {
    let e = entity
    let v = SyntheticStatements.variable(e)
    var lines: [String] = [
      "import Foundation", "", "/// Fetches and sends \(v)s through the app's API.",
      "final class \(typeName) {",
      "  enum ServiceError: Error {", "    case empty, status", "  }", "",
      "  private let session: URLSession",
      "  private let baseURL: URL", "  private let decoder = JSONDecoder()",
      "  private let tokenStore: TokenStore",
      "  private var cache: [String: (items: [\(e)], expiry: Date)] = [:]",
      "  private var pending: [\(e)] = []",
      "  private var retries = 0", "",
      "  init(session: URLSession = .shared, baseURL: URL = API.baseURL, tokenStore: TokenStore = .shared) {",
      "    self.session = session", "    self.baseURL = baseURL", "    self.tokenStore = tokenStore", "  }",
      "",
      "  func fetch\(e)s(page: Int, completion: @escaping (Result<[\(e)], Error>) -> Void) {",
      "    var components = URLComponents(url: baseURL.appendingPathComponent(\"\(v)s\"), resolvingAgainstBaseURL: false)",
      "    components?.queryItems = [URLQueryItem(name: \"page\", value: String(page))]",
      "    guard let url = components?.url else {", "      completion(.failure(ServiceError.empty))",
      "      return", "    }", "    session.dataTask(with: url) { data, _, error in",
      "      completion(Result { try self.decoder.decode([\(e)].self, from: data ?? Data()) })",
      "    }.resume()", "  }", "", "  func \(v)s(page: Int) async throws -> [\(e)] {",
      "    try await withCheckedThrowingContinuation { continuation in",
      "      fetch\(e)s(page: page) { continuation.resume(with: $0) }", "    }", "  }", "",
      "  private func upload(_ body: Data) {", "    var request = URLRequest(url: baseURL)",
      "    request.httpBody = body", "    session.dataTask(with: request).resume()", "  }", "",
    ]
    lines +=
      methods(signature: {
        "func \($0)(response: URLResponse?, completion: @escaping (Result<[\(e)], Error>) -> Void) {"
      }) + ["}"]
    return lines
  }

  private func modelLines() -> [String] {
    let e = entity
    let v = SyntheticStatements.variable(e)
    var lines: [String] = [
      "import Foundation", "", "/// A\("AEIOU".contains(e.prefix(1)) ? "n" : "") \(v) as the API sends it.",
      "struct \(typeName): Codable, Hashable, Identifiable {", "  let id: UUID", "  var title: String",
      "  var date: Date", "  var count: Int", "  var isActive: Bool", "",
      "  enum CodingKeys: String, CodingKey {", "    case id, title, date, count",
      "    case isActive = \"is_active\"",
      "  }", "",
      "  static let placeholder = \(e)(id: UUID(), title: \"\", date: .now, count: 0, isActive: false)", "",
    ]
    lines +=
      methods(
        signature: { "func \($0)() -> String {" }, open: ["var parts: [String] = []"],
        close: ["return parts.joined(separator: \" · \")"]) + ["}"]
    return lines
  }

  /// The methods, each with its signature, an opening, its statements (inside the opening's block
  /// when `nested`) and a closing, a blank line apart; one in three has a summary comment.
  private func methods(
    signature: (String) -> String, open: [String] = [], close: [String] = [], nested: Bool = false
  ) -> [String] {
    var lines: [String] = []
    for (index, method) in methods.enumerated() {
      if index > 0 { lines.append("") }
      if method.seed % 3 == 0 { lines.append("  /// \(Self.summary(method.name)).") }
      lines.append("  " + signature(method.name))
      lines += open.map { "    " + $0 }
      lines += SyntheticStatements.body(
        of: method, kind: kind, style: style, entity: entity, indent: nested ? 6 : 4)
      lines += close.map { "    " + $0 }
      lines.append("  }")
    }
    return lines
  }

  /// A summary made from a method's name (`configureHeader3` → `Configures the header`).
  private static func summary(_ name: String) -> String {
    let words = name.filter { !$0.isNumber }.reduce(into: [""]) { words, character in
      if character.isUppercase { words.append("") }
      words[words.count - 1].append(character)
    }
    let verb = words.first.map { $0.prefix(1).uppercased() + $0.dropFirst() } ?? ""
    return ([verb.hasSuffix("s") ? verb : verb + "s", "the"] + words.dropFirst().map { $0.lowercased() })
      .joined(separator: " ")
  }

  /// `init(coder:)`, unavailable, as UIKit subclasses laid out in code write it.
  private static let unavailableCoder = [
    "  @available(*, unavailable)", "  required init?(coder: NSCoder) {",
    "    fatalError(\"init(coder:) has not been implemented\")", "  }",
  ]

  /// The error alert of a view controller.
  private static let showError = [
    "  private func showError(_ error: Error) {",
    "    let alert = UIAlertController(",
    "      title: \"Something went wrong\", message: error.localizedDescription, preferredStyle: .alert)",
    "    alert.addAction(UIAlertAction(title: \"OK\", style: .default))",
    "    present(alert, animated: true)",
    "  }", "",
  ]

  /// A view model's state and row types.
  private static func viewModelState(_ entity: String) -> [String] {
    [
      "  /// What the list shows.", "  enum State: Equatable {", "    case idle, loading, loaded, empty",
      "    case failed(String)", "  }", "", "  /// A row of the list.",
      "  struct Row: Equatable, Identifiable {",
      "    let id: UUID", "    let title: String", "", "    init(_ item: \(entity)) {", "      id = item.id",
      "      title = item.title", "    }", "  }", "",
    ]
  }
}
