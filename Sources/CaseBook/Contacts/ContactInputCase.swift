/// What `Done` does with the names typed into the New Contact form: save the
/// trimmed names, or show an `Error` alert with the rule's message and save
/// nothing.
public struct ContactInputCase: BookCase {
  /// The outcome of tapping `Done`.
  public enum Outcome: Sendable, Equatable {
    /// Saved with these names (trimmed), the form dismissed.
    case saved(ContactName)
    /// An `Error` alert with this message; nothing saved, the form kept as typed.
    case alert(String)
  }

  public let id: CaseID
  public let summary: String
  /// The text typed into `First name` and `Last name`.
  public let typed: ContactName
  /// What `Done` must do.
  public let outcome: Outcome

  init(_ id: CaseID, _ summary: String, typed: ContactName, outcome: Outcome) {
    self.id = id
    self.summary = summary
    self.typed = typed
    self.outcome = outcome
  }
}
