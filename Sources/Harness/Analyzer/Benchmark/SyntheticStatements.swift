/// The statements a synthetic method is made of, drawn per kind from what such code does
/// in a real app: layout and table updates in a view controller, formatting and filtering
/// in a view model, requests and decoding in a service, view builders in SwiftUI. Each
/// comes as lines indented from zero; `n` keeps the names one statement declares unique.
enum SyntheticStatements {
  /// The statements of `method`, each line indented by `indent` spaces.
  static func body(
    of method: SyntheticFile.Method, kind: SyntheticFile.Kind, style: SyntheticFile.Style, entity: String,
    indent: Int
  ) -> [String] {
    var random = SeededGenerator(seed: method.seed)
    let pad = String(repeating: " ", count: indent)
    var lines: [String] = []
    for n in 0..<method.statements {
      let statement: [String]
      switch kind {
      case .listViewController, .detailViewController:
        statement = controller(&random, entity, n, viewModel: style == .mvvm)
      case .cell, .headerView: statement = uikitView(&random, entity, n)
      case .viewModel, .observableViewModel: statement = viewModel(&random, entity, n)
      case .listView, .detailView, .row: statement = swiftUI(&random, entity, n)
      case .coordinator: statement = coordinator(&random, entity, n)
      case .service: statement = service(&random, entity, n)
      case .model: statement = model(&random, entity, n)
      }
      lines += statement.map { pad + $0 }
    }
    return lines
  }

  /// The entity's name as a variable's (`Order` → `order`).
  static func variable(_ entity: String) -> String { entity.prefix(1).lowercased() + entity.dropFirst() }

  static func controller(_ random: inout SeededGenerator, _ entity: String, _ n: Int, viewModel: Bool)
    -> [String]
  {
    let draw = random.int(0...9)
    if viewModel, draw == 2 {
      return [
        "viewModel.$rows",
        "  .receive(on: DispatchQueue.main)",
        "  .sink { [weak self] _ in self?.tableView.reloadData() }",
        "  .store(in: &cancellables)",
      ]
    }
    if viewModel, draw == 4 {
      return [
        "guard let indexPath = tableView.indexPathForSelectedRow, indexPath.row < items.count else {",
        "  return",
        "}",
        "coordinator?.showDetail(for: items[indexPath.row])",
      ]
    }
    return draw < 5 ? controllerSetUp(&random, entity, n, draw) : controllerUpdate(&random, entity, n, draw)
  }

  /// A view controller setting up its views: labels, constraints, a request, an alert, a selection.
  static func controllerSetUp(_ random: inout SeededGenerator, _ entity: String, _ n: Int, _ draw: Int)
    -> [String]
  {
    switch draw {
    case 0:
      return [
        "let label\(n) = UILabel()",
        "label\(n).font = .preferredFont(forTextStyle: .\(random.pick(["headline", "body", "footnote", "title2"])))",
        "label\(n).textColor = \(random.pick([".label", ".secondaryLabel", ".systemBlue"]))",
        "label\(n).numberOfLines = \(random.int(0...3))",
        "label\(n).translatesAutoresizingMaskIntoConstraints = false",
        "view.addSubview(label\(n))",
      ]
    case 1:
      return [
        "NSLayoutConstraint.activate([",
        "  tableView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),",
        "  tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: \(random.int(0...24))),",
        "  tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -\(random.int(0...24))),",
        "  tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),",
        "])",
      ]
    case 2:
      return [
        "service.fetch\(entity)s(page: \(random.int(1...9))) { [weak self] result in",
        "  DispatchQueue.main.async {",
        "    guard let self else { return }",
        "    switch result {",
        "    case .success(let loaded):",
        "      self.items = loaded",
        "      self.tableView.reloadData()",
        "    case .failure(let error):",
        "      self.showError(error)",
        "    }",
        "  }",
        "}",
      ]
    case 3:
      return [
        "let alert\(n) = UIAlertController(",
        "  title: \"\(random.pick(["Delete", "Archive", "Share", "Retry"])) \(entity)?\", message: nil,",
        "  preferredStyle: .\(random.pick(["alert", "actionSheet"])))",
        "alert\(n).addAction(UIAlertAction(title: \"Cancel\", style: .cancel))",
        "alert\(n).addAction(UIAlertAction(title: \"OK\", style: .default) { [weak self] _ in",
        "  self?.reload()",
        "})",
        "present(alert\(n), animated: true)",
      ]
    default:
      return [
        "guard let indexPath = tableView.indexPathForSelectedRow, indexPath.row < items.count else {",
        "  return",
        "}",
        "let selected\(n) = items[indexPath.row]",
        "tableView.deselectRow(at: indexPath, animated: true)",
        "navigationController?.pushViewController(",
        "  \(entity)DetailViewController(item: selected\(n), service: service), animated: true)",
      ]
    }
  }

  /// A view controller updating what it shows: the empty state, a total, a button, an animation, a title.
  static func controllerUpdate(_ random: inout SeededGenerator, _ entity: String, _ n: Int, _ draw: Int)
    -> [String]
  {
    switch draw {
    case 5:
      return [
        "if items.isEmpty {",
        "  let empty\(n) = UILabel()",
        "  empty\(n).text = \"No \(entity.lowercased())s yet\"",
        "  empty\(n).textAlignment = .center",
        "  tableView.backgroundView = empty\(n)",
        "} else {",
        "  tableView.backgroundView = nil",
        "}",
      ]
    case 6:
      return [
        "var total\(n) = 0",
        "for item in items where item.isActive {",
        "  total\(n) += item.count",
        "}",
        "navigationItem.prompt = total\(n) > \(random.int(0...50)) ? \"\\(total\(n)) active\" : nil",
      ]
    case 7:
      return [
        "navigationItem.rightBarButtonItem = UIBarButtonItem(",
        "  systemItem: .\(random.pick(["add", "edit", "done", "action"])), primaryAction: UIAction { [weak self] _ in",
        "    self?.reload()",
        "  })",
      ]
    case 8:
      return [
        "UIView.animate(withDuration: 0.\(random.int(1...5))) {",
        "  self.tableView.alpha = \(random.pick(["0", "0.5", "1"]))",
        "  self.view.layoutIfNeeded()",
        "}",
      ]
    default:
      return [
        "let formatter\(n) = DateFormatter()",
        "formatter\(n).dateStyle = .\(random.pick(["short", "medium", "long"]))",
        "title = items.first.map { formatter\(n).string(from: $0.date) } ?? \"\(entity)s\"",
      ]
    }
  }

  static func uikitView(_ random: inout SeededGenerator, _ entity: String, _ n: Int) -> [String] {
    switch random.int(0...5) {
    case 0:
      return [
        "let stack\(n) = UIStackView(arrangedSubviews: [titleLabel, detailLabel])",
        "stack\(n).axis = .\(random.pick(["vertical", "horizontal"]))",
        "stack\(n).spacing = \(random.int(2...16))",
        "stack\(n).translatesAutoresizingMaskIntoConstraints = false",
        "addSubview(stack\(n))",
      ]
    case 1:
      return [
        "NSLayoutConstraint.activate([",
        "  titleLabel.topAnchor.constraint(equalTo: topAnchor, constant: \(random.int(4...16))),",
        "  titleLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: \(random.int(8...20))),",
        "  detailLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 4),",
        "])",
      ]
    case 2:
      return [
        "titleLabel.font = .preferredFont(forTextStyle: .\(random.pick(["headline", "body", "callout"])))",
        "detailLabel.textColor = .secondaryLabel",
        "backgroundColor = \(random.pick([".systemBackground", ".secondarySystemBackground"]))",
      ]
    case 3:
      return [
        "layer.cornerRadius = \(random.int(4...16))",
        "layer.shadowOpacity = 0.\(random.int(1...3))",
        "layer.shadowRadius = \(random.int(2...8))",
      ]
    case 4:
      return [
        "if traitCollection.preferredContentSizeCategory.isAccessibilityCategory {",
        "  detailLabel.numberOfLines = 0",
        "} else {",
        "  detailLabel.numberOfLines = \(random.int(1...3))",
        "}",
      ]
    default:
      return [
        "accessibilityLabel = [titleLabel.text, detailLabel.text].compactMap { $0 }.joined(separator: \", \")",
        "isAccessibilityElement = true",
      ]
    }
  }

  static func viewModel(_ random: inout SeededGenerator, _ entity: String, _ n: Int) -> [String] {
    let draw = random.int(0...6)
    return draw < 4
      ? viewModelLoading(&random, entity, n, draw) : viewModelSelection(&random, entity, n, draw)
  }

  /// A view model filtering, loading, turning its state into a message, formatting a total.
  static func viewModelLoading(_ random: inout SeededGenerator, _ entity: String, _ n: Int, _ draw: Int)
    -> [String]
  {
    switch draw {
    case 0:
      return [
        "let visible\(n) = items.filter { query.isEmpty || $0.title.localizedCaseInsensitiveContains(query) }",
        "rows = visible\(n).sorted { $0.date \(random.pick([">", "<"])) $1.date }.map(Row.init)",
      ]
    case 1:
      return [
        "Task { [weak self] in",
        "  guard let self else { return }",
        "  do {",
        "    let loaded = try await service.\(variable(entity))s(page: \(random.int(1...5)))",
        "    items = loaded",
        "    state = loaded.isEmpty ? .empty : .loaded",
        "  } catch {",
        "    state = .failed(error.localizedDescription)",
        "  }",
        "}",
      ]
    case 2:
      return [
        "switch state {",
        "case .idle, .empty:",
        "  message = \"\(random.pick(["Nothing here", "Pull to refresh", "Add the first one"]))\"",
        "case .loading:",
        "  message = nil",
        "case .loaded:",
        "  message = \"\\(items.count) \(entity.lowercased())s\"",
        "case .failed(let reason):",
        "  message = reason",
        "}",
      ]
    default:
      return [
        "let formatter\(n) = NumberFormatter()",
        "formatter\(n).numberStyle = .\(random.pick(["currency", "decimal", "percent"]))",
        "summary = formatter\(n).string(from: NSNumber(value: items.reduce(0) { $0 + $1.count }))",
      ]
    }
  }

  /// A view model answering a query, a selection, a grouping.
  static func viewModelSelection(_ random: inout SeededGenerator, _ entity: String, _ n: Int, _ draw: Int)
    -> [String]
  {
    switch draw {
    case 4:
      return [
        "guard !query.trimmingCharacters(in: .whitespaces).isEmpty else {",
        "  rows = items.map(Row.init)",
        "  return",
        "}",
      ]
    case 5:
      return [
        "if let index = items.firstIndex(where: { $0.id == selectedID }) {",
        "  items[index].isActive.toggle()",
        "  rows[index] = Row(items[index])",
        "}",
      ]
    default:
      return [
        "var grouped\(n): [String: [\(entity)]] = [:]",
        "for item in items {",
        "  grouped\(n)[String(item.title.prefix(1)).uppercased(), default: []].append(item)",
        "}",
        "sections = grouped\(n).keys.sorted()",
      ]
    }
  }

  static func swiftUI(_ random: inout SeededGenerator, _ entity: String, _ n: Int) -> [String] {
    switch random.int(0...5) {
    case 0:
      return [
        "Text(\(random.pick(["title", "subtitle", "caption"])))",
        "  .font(.\(random.pick(["headline", "body", "caption", "title3"])))",
        "  .foregroundStyle(.\(random.pick(["primary", "secondary", "tint"])))",
      ]
    case 1:
      return [
        "HStack(spacing: \(random.int(4...12))) {",
        "  Image(systemName: \"\(random.pick(["star.fill", "clock", "cart", "person.crop.circle"]))\")",
        "  Text(\(variable(entity)).title)",
        "  Spacer()",
        "}",
      ]
    case 2:
      return [
        "Button(\"\(random.pick(["Save", "Share", "Delete", "Retry"]))\") {",
        "  Task { await model.refresh() }",
        "}",
        ".buttonStyle(.\(random.pick(["bordered", "borderedProminent", "plain"])))",
      ]
    case 3:
      return [
        "if model.isLoading {",
        "  ProgressView()",
        "} else {",
        "  Label(\"\\(model.items.count)\", systemImage: \"tray\")",
        "}",
      ]
    case 4:
      return [
        "Divider()",
        "  .padding(.vertical, \(random.int(2...8)))",
      ]
    default:
      return [
        "Toggle(\"\(random.pick(["Notify me", "Favourite", "Show archived"]))\", isOn: $showsDetails)",
        "  .tint(.\(random.pick(["blue", "green", "orange"])))",
      ]
    }
  }

  static func coordinator(_ random: inout SeededGenerator, _ entity: String, _ n: Int) -> [String] {
    switch random.int(0...3) {
    case 0:
      return [
        "let controller\(n) = \(entity)ListViewController(viewModel: \(entity)ListViewModel(service: service))",
        "controller\(n).coordinator = self",
        "navigationController.pushViewController(controller\(n), animated: \(random.pick(["true", "false"])))",
      ]
    case 1:
      return [
        "let child\(n) = \(entity)Coordinator(navigationController: navigationController, service: service)",
        "childCoordinators.append(child\(n))",
        "child\(n).start()",
      ]
    case 2:
      return [
        "childCoordinators.removeAll { $0 === child }",
        "navigationController.popToRootViewController(animated: true)",
      ]
    default:
      return [
        "let sheet\(n) = UINavigationController(rootViewController: \(entity)DetailViewController(item: item, service: service))",
        "sheet\(n).modalPresentationStyle = .\(random.pick(["formSheet", "pageSheet", "fullScreen"]))",
        "navigationController.present(sheet\(n), animated: true)",
      ]
    }
  }

  static func service(_ random: inout SeededGenerator, _ entity: String, _ n: Int) -> [String] {
    switch random.int(0...4) {
    case 0:
      return [
        "var request\(n) = URLRequest(url: baseURL.appendingPathComponent(\"\(entity.lowercased())s/\(random.int(1...99))\"))",
        "request\(n).httpMethod = \"\(random.pick(["GET", "POST", "PUT", "DELETE"]))\"",
        "request\(n).setValue(\"application/json\", forHTTPHeaderField: \"Accept\")",
        "request\(n).timeoutInterval = \(random.int(10...60))",
      ]
    case 1:
      return [
        "let task\(n) = session.dataTask(with: URLRequest(url: baseURL)) { data, _, error in",
        "  if let error {",
        "    completion(.failure(error))",
        "    return",
        "  }",
        "  guard let data else {",
        "    completion(.failure(ServiceError.empty))",
        "    return",
        "  }",
        "  do {",
        "    completion(.success(try self.decoder.decode([\(entity)].self, from: data)))",
        "  } catch {",
        "    completion(.failure(error))",
        "  }",
        "}",
        "task\(n).resume()",
      ]
    case 2:
      return [
        "if let cached = cache[\"\(entity.lowercased())-\(random.int(1...9))\"], cached.expiry > Date() {",
        "  completion(.success(cached.items))",
        "  return",
        "}",
      ]
    case 3:
      return [
        "let encoder\(n) = JSONEncoder()",
        "encoder\(n).dateEncodingStrategy = .\(random.pick(["iso8601", "secondsSince1970"]))",
        "let body\(n) = try? encoder\(n).encode(pending)",
        "pending.removeAll()",
        "upload(body\(n) ?? Data())",
      ]
    default:
      return [
        "switch (response as? HTTPURLResponse)?.statusCode ?? 0 {",
        "case 200..<300:",
        "  retries = 0",
        "case 401:",
        "  tokenStore.invalidate()",
        "case 500..<600 where retries < \(random.int(2...5)):",
        "  retries += 1",
        "default:",
        "  completion(.failure(ServiceError.status))",
        "}",
      ]
    }
  }

  static func model(_ random: inout SeededGenerator, _ entity: String, _ n: Int) -> [String] {
    switch random.int(0...2) {
    case 0:
      return [
        "let trimmed\(n) = title.trimmingCharacters(in: .whitespacesAndNewlines)",
        "guard trimmed\(n).count >= \(random.int(1...3)) else { return \"\" }",
      ]
    case 1:
      return [
        "if isActive, count > \(random.int(0...10)) {",
        "  parts.append(\"\\(count) × \\(title)\")",
        "}",
      ]
    default:
      return [
        "parts.append(date.formatted(date: .\(random.pick(["abbreviated", "numeric"])), time: .omitted))"
      ]
    }
  }
}
