/// Hears about the user's actions on a table view, like `UITableViewDelegate`.
@MainActor
public protocol TableViewDelegate: AnyObject {
  /// The user selected the row at `path`.
  func tableView(_ tableView: TableView, didSelectRowAt path: RowPath)
}
