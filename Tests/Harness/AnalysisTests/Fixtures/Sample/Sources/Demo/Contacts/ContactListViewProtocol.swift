/// What the presenter can ask of the view.
protocol ContactListViewProtocol: AnyObject {
  func show(_ rows: [String])
}
