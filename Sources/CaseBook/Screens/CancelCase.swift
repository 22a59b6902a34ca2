/// `Cancel` on a form dismisses it and saves nothing, whatever was typed.
public struct CancelCase: BookCase {
  /// Which form.
  public enum Form: Sendable, Equatable {
    /// New Contact, with the first and last names typed.
    case contact(ContactName)
    /// Add Item, with the name and due date typed.
    case item(name: String, due: String)
  }

  public let id: CaseID
  public let summary: String
  /// The form and what was typed into it before `Cancel`.
  public let form: Form

  init(_ id: CaseID, _ summary: String, form: Form) {
    self.id = id
    self.summary = summary
    self.form = form
  }
}
