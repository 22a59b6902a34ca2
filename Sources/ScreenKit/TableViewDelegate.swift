/// Hears about the user's actions on a table view, like `UITableViewDelegate`.
@MainActor
public protocol TableViewDelegate: AnyObject {
  /// The user selected the row at `path`.
  func tableView(_ tableView: TableView, didSelectRowAt path: RowPath)
  /// The actions revealed by swiping the row at `path` (none if not implemented),
  /// like `trailingSwipeActionsConfigurationForRowAt`.
  func tableView(_ tableView: TableView, trailingSwipeActionsForRowAt path: RowPath) -> [RowAction]
}

extension TableViewDelegate {
  public func tableView(_ tableView: TableView, trailingSwipeActionsForRowAt path: RowPath) -> [RowAction] {
    []
  }
}
