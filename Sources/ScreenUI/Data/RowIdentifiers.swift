/// The identifiers of a `ForEach`'s elements, in order, kept with their own type.
///
/// SwiftUI reads every element's identifier when a `ForEach` is given new data ("Demystify
/// SwiftUI", WWDC21: a `ForEach`'s identifiers are gathered eagerly, so they should be cheap
/// to compute), and compares them with the last ones to tell which rows came and went. Here
/// they are read once, by code specialized for the data's types where the `ForEach` is made
/// (its initializers are inlinable), kept as an array of their own type — never boxed one by
/// one — and compared by closures made there too: equal identifiers cost a comparison each,
/// and the unchanged start and end of two lists are skipped before anything is diffed.
@usableFromInline
struct RowIdentifiers {
  /// The number of identifiers.
  @usableFromInline let count: Int
  /// The identifiers, as an array of their own type.
  @usableFromInline let values: Any
  /// Identifier `index`, boxed: for the few rows built.
  @usableFromInline let boxedAt: (Int) -> AnyHashable
  /// What changed from `old` to these, or `nil` when `old` holds identifiers of another type.
  @usableFromInline let changesFrom: (RowIdentifiers) -> RowChanges?
  /// For each of `ids`, whether these hold it.
  @usableFromInline let presence: ([AnyHashable]) -> [Bool]

  /// The identifiers `values`, in order.
  @inlinable
  init<ID: Hashable>(_ values: [ID]) {
    count = values.count
    self.values = values
    boxedAt = { AnyHashable(values[$0]) }
    changesFrom = { old in (old.values as? [ID]).map { RowChanges(from: $0, to: values) } }
    presence = { ids in
      let wanted = Set(ids.compactMap { $0.base as? ID })
      var found = Set<ID>()
      if !wanted.isEmpty { for value in values where wanted.contains(value) { found.insert(value) } }
      return ids.map { ($0.base as? ID).map(found.contains) ?? false }
    }
  }

  /// Identifier `index`, boxed.
  subscript(index: Int) -> AnyHashable { boxedAt(index) }

  /// What changed from `old` to these: offsets removed from `old`, offsets inserted here;
  /// `nil` when the two hold identifiers of different types (every row changed).
  func changes(from old: RowIdentifiers) -> RowChanges? { changesFrom(old) }

  /// Whether these are `other`'s identifiers, in the same order.
  func isSame(as other: RowIdentifiers) -> Bool {
    count == other.count && changes(from: other)?.isEmpty == true
  }

  /// Whether these hold `id`.
  func contains(_ id: AnyHashable) -> Bool { presence([id])[0] }
}

/// What changed between two lists of identifiers: the offsets removed from the old one and
/// the offsets inserted into the new one, each in increasing order.
@usableFromInline
struct RowChanges: Equatable {
  /// Offsets in the old list of the identifiers that left.
  @usableFromInline var removed: [Int]
  /// Offsets in the new list of the identifiers that came.
  @usableFromInline var inserted: [Int]

  @usableFromInline
  init(removed: [Int], inserted: [Int]) {
    self.removed = removed
    self.inserted = inserted
  }

  /// Whether nothing changed.
  var isEmpty: Bool { removed.isEmpty && inserted.isEmpty }

  /// The changes from `old` to `new`: their common start and end skipped, then what lies
  /// between diffed (as a whole when one side is empty: rows only added or only removed),
  /// so that adding or removing one row compares each identifier once.
  @inlinable
  init<ID: Hashable>(from old: [ID], to new: [ID]) {
    var start = 0
    let shorter = min(old.count, new.count)
    while start < shorter, old[start] == new[start] { start += 1 }
    var oldEnd = old.count
    var newEnd = new.count
    while oldEnd > start, newEnd > start, old[oldEnd - 1] == new[newEnd - 1] {
      oldEnd -= 1
      newEnd -= 1
    }
    if oldEnd == start || newEnd == start {
      self.init(removed: Array(start..<oldEnd), inserted: Array(start..<newEnd))
      return
    }
    var removed: [Int] = []
    var inserted: [Int] = []
    for change in new[start..<newEnd].difference(from: old[start..<oldEnd]) {
      switch change {
      case .remove(let offset, _, _): removed.append(start + offset)
      case .insert(let offset, _, _): inserted.append(start + offset)
      }
    }
    self.init(removed: removed.sorted(), inserted: inserted.sorted())
  }
}
