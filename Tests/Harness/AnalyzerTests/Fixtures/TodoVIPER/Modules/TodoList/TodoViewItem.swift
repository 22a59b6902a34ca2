struct TodoViewItem: Equatable {
  var title: String
  var subtitle: String
}
