/// A contact added through the form to a list already shown: it appears at
/// its sorted place, inserted there, the list not reloaded.
public struct ContactInsertCase: BookCase {
  public let id: CaseID
  public let summary: String
  /// The contacts in the store before, in the order they were added.
  public let stored: [ContactName]
  /// The contact typed into the form (already valid and trimmed).
  public let added: ContactName
  /// The row the new contact is inserted at.
  public let expectedRow: Int
  /// The rows afterwards, top to bottom.
  public let expectedRows: [String]

  init(
    _ id: CaseID, _ summary: String, stored: [ContactName], added: ContactName, expectedRow: Int,
    expectedRows: [String]
  ) {
    self.id = id
    self.summary = summary
    self.stored = stored
    self.added = added
    self.expectedRow = expectedRow
    self.expectedRows = expectedRows
  }
}
