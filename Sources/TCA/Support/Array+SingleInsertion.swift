extension Array where Element: Equatable {
  /// The index at which `new` holds one element more than this array and is
  /// otherwise equal to it, or `nil` if `new` differs in any other way: how a
  /// view tells a row inserted from a list replaced, in O(n).
  func singleInsertion(becoming new: [Element]) -> Int? {
    guard new.count == count + 1 else { return nil }
    let index = indices.first { self[$0] != new[$0] } ?? count
    return self[index...].elementsEqual(new[(index + 1)...]) ? index : nil
  }
}
