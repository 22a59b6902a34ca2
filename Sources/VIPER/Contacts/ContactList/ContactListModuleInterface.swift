/// What the contact list's view tells its event handler (the presenter): the
/// user's actions and the screen's life cycle, with no decision attached.
@MainActor
protocol ContactListModuleInterface: AnyObject {
  /// The screen was loaded and needs its content.
  func updateView()
  /// The user tapped `+`.
  func addNewEntry()
}
