/// The contact list's order: contacts stored in the order given, shown in the
/// order expected (full name, case- and diacritic-insensitive, ties in the
/// order added).
public struct ContactOrderCase: BookCase {
  public let id: CaseID
  public let summary: String
  /// The contacts in the store, in the order they were added.
  public let stored: [ContactName]
  /// The rows the list shows, top to bottom.
  public let expectedRows: [String]

  init(_ id: CaseID, _ summary: String, stored: [ContactName], expectedRows: [String]) {
    self.id = id
    self.summary = summary
    self.stored = stored
    self.expectedRows = expectedRows
  }
}
