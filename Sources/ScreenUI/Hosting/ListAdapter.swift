import ScreenKit

/// Feeds a ScreenKit table from a `List`: rows built only when the table asks for them
/// (kept while their element is the same), and the rows an update adds or removes
/// inserted or deleted rather than the table reloaded.
@MainActor
final class ListAdapter: TableViewDataSource, TableViewDelegate {
  private weak var graph: ViewGraph?
  private let table: TableView
  private var content = ListContent(path: [], sections: [], emptyMessage: nil, generation: -1)
  /// Per section, its groups' paths and their elements' ids: each row's identity.
  private var keys: [[GroupKeys]] = []
  private var kept: [RowKey: KeptRow] = [:]
  private var loaded = false

  struct RowKey: Hashable {
    var group: ViewPath
    var id: AnyHashable
  }

  /// A row built: the element it showed, what it resolved to, and the resolution of the list
  /// it was last built or checked in (the same one shows the same element).
  struct KeptRow {
    var element: Any
    var resolution: Resolution
    var generation: Int
  }

  /// A group's rows: its path, and its elements' ids in order.
  struct GroupKeys {
    var path: ViewPath
    var ids: RowIdentifiers

    /// Every row's key, each id boxed: only where groups came or went within a section.
    var rows: [RowKey] { (0..<ids.count).map { RowKey(group: path, id: ids[$0]) } }

    /// Whether `other` is the same group with the same ids in the same order.
    func isSame(as other: GroupKeys) -> Bool { path == other.path && ids.isSame(as: other.ids) }
  }

  /// What an update did to a section's rows.
  private struct RowChanges {
    var inserted: [RowPath] = []
    var deleted: [RowPath] = []
    var removed: [RowKey] = []
  }

  init(graph: ViewGraph, table: TableView) {
    self.graph = graph
    self.table = table
    table.dataSource = self
    table.delegate = self
  }

  /// Shows `new`, telling the table what changed. A list its view kept whole (resolved in
  /// an earlier update, as when a keystroke on a sheet redraws the screen beneath) has the
  /// same rows: only its empty message, which a modifier outside the view may set, is read.
  func update(_ new: ListContent) {
    for section in new.sections { for group in section.groups { graph?.liveRowGroups.insert(group.path) } }
    table.emptyMessage = new.emptyMessage
    if loaded, new.generation == content.generation {
      content.emptyMessage = new.emptyMessage
      return
    }
    let newKeys = new.sections.map { $0.groups.map { GroupKeys(path: $0.path, ids: $0.ids) } }
    let old = (sections: content.sections.map(\.path), keys: keys)
    content = new
    keys = newKeys
    guard loaded else {
      loaded = true
      return table.reloadData()
    }
    guard old.sections == new.sections.map(\.path) else {
      forgetRows(absentFrom: newKeys)
      return changeSections(from: old.sections, oldKeys: old.keys, to: new)
    }
    var changes = RowChanges()
    for (section, (before, after)) in zip(old.keys, newKeys).enumerated()
    where before.count != after.count || !zip(before, after).allSatisfy({ $0.isSame(as: $1) }) {
      Self.difference(from: before, to: after, section: section, into: &changes)
    }
    forgetRows(changes.removed.filter { key in kept[key] != nil && !Self.holds(newKeys, key) })
    switch (changes.inserted.isEmpty, changes.deleted.isEmpty) {
    case (true, true): break
    case (false, true): table.insertRows(at: changes.inserted)
    case (true, false): table.deleteRows(at: changes.deleted)
    case (false, false): table.reloadData()
    }
  }

  /// The rows of `section` inserted and deleted from `before` to `after`: group by group
  /// when the groups are the same (their ids compared, not their paths), else row by row.
  private static func difference(
    from before: [GroupKeys], to after: [GroupKeys], section: Int, into changes: inout RowChanges
  ) {
    guard before.map(\.path) == after.map(\.path) else {
      let old = before.flatMap(\.rows)
      return difference(old, after.flatMap(\.rows), at: (0, 0), section: section, into: &changes) { $0 }
    }
    var (oldBase, newBase) = (0, 0)
    for (old, new) in zip(before, after) {
      if let rows = new.ids.changes(from: old.ids) {
        changes.inserted += rows.inserted.map { RowPath(row: newBase + $0, section: section) }
        changes.deleted += rows.removed.map { RowPath(row: oldBase + $0, section: section) }
        changes.removed += rows.removed.map { RowKey(group: old.path, id: old.ids[$0]) }
      } else {
        difference(old.rows, new.rows, at: (oldBase, newBase), section: section, into: &changes) { $0 }
      }
      (oldBase, newBase) = (oldBase + old.ids.count, newBase + new.ids.count)
    }
  }

  /// The rows inserted and deleted from `old` to `new`, rows of `section` from `bases` on.
  private static func difference<Key: Hashable>(
    _ old: [Key], _ new: [Key], at bases: (old: Int, new: Int), section: Int,
    into changes: inout RowChanges, key: (Key) -> RowKey
  ) {
    for change in new.difference(from: old) {
      switch change {
      case .insert(let offset, _, _):
        changes.inserted.append(RowPath(row: bases.new + offset, section: section))
      case .remove(let offset, let element, _):
        changes.deleted.append(RowPath(row: bases.old + offset, section: section))
        changes.removed.append(key(element))
      }
    }
  }

  /// Whether `keys` holds a row of identity `key`.
  private static func holds(_ keys: [[GroupKeys]], _ key: RowKey) -> Bool {
    keys.contains { $0.contains { $0.path == key.group && $0.ids.contains(key.id) } }
  }

  /// The keys of `keys` whose rows `newKeys` no longer holds: each group's ids scanned once
  /// for the few kept rows of that group.
  private static func absent(_ keys: [RowKey], from newKeys: [[GroupKeys]]) -> [RowKey] {
    let groups = Dictionary(grouping: keys, by: \.group)
    var present = Set<RowKey>()
    for group in newKeys.joined() {
      guard let kept = groups[group.path] else { continue }
      for (key, isPresent) in zip(kept, group.ids.presence(kept.map(\.id))) where isPresent {
        present.insert(key)
      }
    }
    return keys.filter { !present.contains($0) }
  }

  /// Sections came or went: inserted or deleted when the others kept their rows, else reloaded.
  private func changeSections(from old: [ViewPath], oldKeys: [[GroupKeys]], to new: ListContent) {
    let newPaths = new.sections.map(\.path)
    let kept = { (paths: [ViewPath], keys: [[GroupKeys]], other: [ViewPath]) in
      zip(paths, keys).filter { other.contains($0.0) }.map(\.1)
    }
    let same = { (a: [[GroupKeys]], b: [[GroupKeys]]) in
      a.count == b.count
        && zip(a, b).allSatisfy { $0.count == $1.count && zip($0, $1).allSatisfy { $0.isSame(as: $1) } }
    }
    let unchanged = same(kept(old, oldKeys, newPaths), kept(newPaths, keys, old))
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

  /// Forgets the built rows whose key `newKeys` no longer holds (after sections changed: the
  /// built rows are looked up, each group's ids scanned once).
  private func forgetRows(absentFrom newKeys: [[GroupKeys]]) {
    guard !kept.isEmpty else { return }
    forgetRows(Self.absent(Array(kept.keys), from: newKeys))
  }

  /// Forgets the built rows of `keys`, and their nodes. Within a section only the rows the
  /// difference removed can go, so an update that keeps every row hashes none of its keys.
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
    let generation = content.generation
    if let built = graph.row(
      group, index, kept: previous.map { ($0.element, $0.generation == generation) })
    {
      kept[key] = KeptRow(element: group.element(index), resolution: built, generation: generation)
      return built
    }
    kept[key]?.generation = generation
    return previous?.resolution
  }

  func numberOfSections(in tableView: TableView) -> Int { content.sections.count }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    content.sections.indices.contains(section) ? keys[section].reduce(0) { $0 + $1.ids.count } : 0
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
