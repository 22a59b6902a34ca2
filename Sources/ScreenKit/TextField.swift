/// An editable line of text with a label, like a labelled `UITextField`.
@MainActor
public final class TextField: View {
  /// The label shown before the field; the driver finds the field by it.
  public var label: String
  /// The text typed in the field.
  public var text: String
  /// The hint shown while the field is empty.
  public var placeholder: String?
  /// Called after the text is changed by the user (the `.editingChanged` event).
  public var onEditingChanged: (@MainActor (TextField) -> Void)?

  /// Creates a field.
  public init(label: String, text: String = "", placeholder: String? = nil) {
    self.label = label
    self.text = text
    self.placeholder = placeholder
    super.init()
  }

  /// Replaces the text as the user would, then sends the editing-changed event.
  public func replaceText(with newText: String) {
    text = newText
    onEditingChanged?(self)
  }
}
