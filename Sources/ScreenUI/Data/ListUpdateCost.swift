/// The two steps of a list's update that the benchmarks time apart, to say what share of
/// adding a row to a long list they take (`Benchmarks/README.md`, "ScreenUI's share"): reading
/// every element's identifier, as a `ForEach` does when given new data, and comparing them
/// with the last ones, as the list does to insert and remove rows. Not for apps.
@_spi(Benchmarks)
public enum ListUpdateCost {
  /// Every element's identifier, read as `ForEach(data)` reads them.
  @inlinable
  public static func identifiers<Data: RandomAccessCollection>(of data: Data) -> [Data.Element.ID]
  where Data.Element: Identifiable {
    ForEach<Data, Data.Element.ID, EmptyView>.identifiers(of: data)
  }

  /// Compares `new` with `old` as a list does: the number of rows inserted plus removed.
  @inlinable
  public static func compare<ID: Hashable>(_ old: [ID], _ new: [ID]) -> Int {
    let changes = RowChanges(from: old, to: new)
    return changes.inserted.count + changes.removed.count
  }
}
