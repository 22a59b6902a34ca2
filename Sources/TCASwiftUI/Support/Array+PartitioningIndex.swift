extension Array {
  /// The index of the first element that `belongsAfter` accepts, in an array
  /// where every element it rejects comes before every element it accepts
  /// (a sorted array, and "goes after the new element"), found by binary
  /// search in O(log n).
  func partitioningIndex(where belongsAfter: (Element) -> Bool) -> Int {
    var low = 0
    var high = count
    while low < high {
      let middle = (low + high) / 2
      if belongsAfter(self[middle]) { high = middle } else { low = middle + 1 }
    }
    return low
  }
}
