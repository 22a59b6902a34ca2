/// Supplies a table view's sections and rows, like `UITableViewDataSource`.
///
/// The table asks for counts when it reloads or changes, and for cells only
/// for the rows it shows.
@MainActor
public protocol TableViewDataSource: AnyObject {
  /// The number of sections (1 if not implemented).
  func numberOfSections(in tableView: TableView) -> Int
  /// The number of rows in `section`.
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
  /// The cell for the row at `path`; asked only for rows on screen.
  func tableView(_ tableView: TableView, cellForRowAt path: RowPath) -> TableCell
  /// The header of `section`, or `nil` for none.
  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?
}

extension TableViewDataSource {
  public func numberOfSections(in tableView: TableView) -> Int { 1 }
  public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    nil
  }
}
