extension Array {
  /// The index at which `new` holds one element more than this array and
  /// otherwise the same elements in the same order, as `isSame` tells them
  /// apart, or `nil` if `new` differs in any other way: how a view tells a row
  /// inserted from a list replaced, in O(n).
  public func singleInsertion(becoming new: [Element], by isSame: (Element, Element) -> Bool) -> Int? {
    guard new.count == count + 1 else { return nil }
    var index = 0
    while index < count, isSame(self[index], new[index]) { index += 1 }
    for old in index..<count where !isSame(self[old], new[old + 1]) { return nil }
    return index
  }
}

extension Array where Element: Identifiable {
  /// ``singleInsertion(becoming:by:)`` telling elements apart by id, as a
  /// diffable data source does: the rows of a list.
  public func singleInsertion(becoming new: [Element]) -> Int? {
    singleInsertion(becoming: new) { $0.id == $1.id }
  }
}
