import ScreenKit

/// Feeds a ScreenKit table from a `List`: rows built only when the table asks for them
/// (kept while their element is the same), and the rows an update adds or removes
/// inserted or deleted rather than the table reloaded.
@MainActor
final class ListAdapter: TableViewDataSource, TableViewDelegate {
  private weak var graph: ViewGraph?
  private let table: TableView
  private var content = ListContent(path: [], sections: [], emptyMessage: nil)
  /// Per section, each row's identity: its group's path and its element's id.
  private var keys: [[RowKey]] = []
  private var kept: [RowKey: (element: Any, resolution: Resolution)] = [:]
  private var loaded = false

  struct RowKey: Hashable {
    var group: ViewPath
    var id: AnyHashable
  }

  init(graph: ViewGraph, table: TableView) {
    self.graph = graph
    self.table = table
    table.dataSource = self
    table.delegate = self
  }

  /// Shows `new`, telling the table what changed.
  func update(_ new: ListContent) {
    let newKeys = new.sections.map { section in
      section.groups.flatMap { group in group.ids.map { RowKey(group: group.path, id: $0) } }
    }
    for section in new.sections { for group in section.groups { graph?.liveRowGroups.insert(group.path) } }
    let old = (sections: content.sections.map(\.path), keys: keys)
    content = new
    keys = newKeys
    table.emptyMessage = new.emptyMessage
    guard loaded else {
      loaded = true
      return table.reloadData()
    }
    guard old.sections == new.sections.map(\.path) else {
      forgetRows(absentFrom: newKeys)
      return changeSections(from: old.sections, oldKeys: old.keys, to: new)
    }
    var inserted: [RowPath] = []
    var deleted: [RowPath] = []
    var removed: [RowKey] = []
    for (section, (before, after)) in zip(old.keys, newKeys).enumerated() where before != after {
      for change in after.difference(from: before) {
        switch change {
        case .insert(let offset, _, _): inserted.append(RowPath(row: offset, section: section))
        case .remove(let offset, let key, _):
          deleted.append(RowPath(row: offset, section: section))
          removed.append(key)
        }
      }
    }
    forgetRows(removed.filter { kept[$0] != nil && !newKeys.joined().contains($0) })
    switch (inserted.isEmpty, deleted.isEmpty) {
    case (true, true): break
    case (false, true): table.insertRows(at: inserted)
    case (true, false): table.deleteRows(at: deleted)
    case (false, false): table.reloadData()
    }
  }

  /// Sections came or went: inserted or deleted when the others kept their rows, else reloaded.
  private func changeSections(from old: [ViewPath], oldKeys: [[RowKey]], to new: ListContent) {
    let newPaths = new.sections.map(\.path)
    let kept = { (paths: [ViewPath], keys: [[RowKey]], other: [ViewPath]) in
      zip(paths, keys).filter { other.contains($0.0) }.map(\.1)
    }
    let unchanged = kept(old, oldKeys, newPaths) == kept(newPaths, keys, old)
    let added = newPaths.enumerated().filter { !old.contains($0.element) }.map(\.offset)
    let removed = old.enumerated().filter { !newPaths.contains($0.element) }.map(\.offset)
    if unchanged, removed.isEmpty, !added.isEmpty {
      table.insertSections(added)
    } else if unchanged, added.isEmpty, !removed.isEmpty {
      table.deleteSections(removed)
    } else {
      table.reloadData()
    }
  }

  /// Forgets the built rows whose key `newKeys` no longer holds (after sections changed: every
  /// key is looked up, once).
  private func forgetRows(absentFrom newKeys: [[RowKey]]) {
    guard !kept.isEmpty else { return }
    let present = Set(newKeys.joined())
    forgetRows(kept.keys.filter { !present.contains($0) })
  }

  /// Forgets the built rows of `keys`, and their nodes. Within a section only the rows the
  /// difference removed can go, so an update that keeps every row (a keystroke elsewhere
  /// redrawing the screen) hashes none of its keys: it costs one comparison of the key lists.
  private func forgetRows(_ keys: [RowKey]) {
    for key in keys {
      kept[key] = nil
      graph?.removeNodes(under: key.group + [.element(key.id)])
    }
  }

  /// The group and index in it of the row at `path`.
  private func locate(_ path: RowPath) -> (group: RowGroup, index: Int)? {
    guard content.sections.indices.contains(path.section) else { return nil }
    var row = path.row
    for group in content.sections[path.section].groups {
      if row < group.ids.count { return (group, row) }
      row -= group.ids.count
    }
    return nil
  }

  /// What the row at `path` resolves to, built if it must be.
  private func resolution(at path: RowPath) -> Resolution? {
    guard let graph, let (group, index) = locate(path) else { return nil }
    let key = RowKey(group: group.path, id: group.ids[index])
    let previous = kept[key]
    if let built = graph.row(group, index, kept: previous) {
      kept[key] = (group.element(index), built)
      return built
    }
    return previous?.resolution
  }

  func numberOfSections(in tableView: TableView) -> Int { content.sections.count }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    content.sections.indices.contains(section) ? keys[section].count : 0
  }

  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    content.sections.indices.contains(section) ? content.sections[section].header : nil
  }

  func tableView(_ tableView: TableView, cellForRowAt path: RowPath) -> TableCell {
    guard let row = resolution(at: path) else { return TableCell(text: "") }
    let texts = row.texts
    let title =
      texts.first ?? row.items.compactMap { if case .button(let b) = $0 { b.title } else { nil } }.first
    return TableCell(text: title ?? "", detailText: texts.count > 1 ? texts[1] : nil)
  }

  func tableView(_ tableView: TableView, didSelectRowAt path: RowPath) {
    guard let row = resolution(at: path) else { return }
    if let select = row.select { return select() }
    for case .button(let button) in row.items where button.isEnabled { return button.action() }
  }

  func tableView(_ tableView: TableView, trailingSwipeActionsForRowAt path: RowPath) -> [RowAction] {
    guard let row = resolution(at: path) else { return [] }
    return row.swipeActions.map { entry in
      RowAction(title: entry.title, style: entry.isDestructive ? .destructive : .normal) { _ in entry.action()
      }
    }
  }
}
