/// What a screen shows when it appears: its title, bar buttons, fields and
/// what `+` presents.
public struct ScreenCase: BookCase {
  /// The screen's expected contents.
  public enum Expectation: Sendable, Equatable {
    /// A list: its title, its `+` bar button, the title of the form `+` presents modally.
    case list(title: String, addButton: String, presents: String)
    /// A form: title, fields (label and pre-filled text) in order, left and right bar buttons.
    case form(title: String, fields: [Field], cancel: String, confirm: String)
    /// The app's tabs, in order; the first is shown.
    case tabs([String])
  }

  /// A text field: its label and the text it holds when the form appears.
  public struct Field: Sendable, Equatable {
    /// The label.
    public var label: String
    /// The pre-filled text.
    public var text: String

    /// A field labelled `label` holding `text`.
    public init(_ label: String, _ text: String) {
      self.label = label
      self.text = text
    }
  }

  /// Which screen.
  public enum Screen: Sendable, Equatable {
    case contactList, addContact, upcomingList, addItem, app
  }

  public let id: CaseID
  public let summary: String
  /// The screen.
  public let screen: Screen
  /// What it shows.
  public let expectation: Expectation

  init(_ id: CaseID, _ summary: String, screen: Screen, expectation: Expectation) {
    self.id = id
    self.summary = summary
    self.screen = screen
    self.expectation = expectation
  }
}
