import ScreenUI

/// A modal form of two labelled fields with Cancel and one action button: the ScreenUI
/// floor's New Contact and Add Item screens. `onSubmit` gets the fields' texts trimmed of
/// white space at both ends (`Character.isWhitespace`, as the modules and ``FloorApp`` trim).
struct FloorUIForm: View {
  let title: String
  let labels: (String, String)
  var prompt: String? = nil
  let action: String
  let onSubmit: @MainActor ((String, String)) -> Void
  @State private var first = ""
  @State private var second: String

  init(
    title: String, labels: (String, String), second: String = "", prompt: String? = nil, action: String,
    onSubmit: @escaping @MainActor ((String, String)) -> Void
  ) {
    self.title = title
    self.labels = labels
    self.prompt = prompt
    self.action = action
    self.onSubmit = onSubmit
    _second = State(initialValue: second)
  }

  @Environment(\.dismiss) private var dismiss

  var body: some View {
    VStack {
      TextField(labels.0, text: $first)
      TextField(labels.1, text: $second, prompt: prompt.map { Text($0) })
    }
    .navigationTitle(title)
    .toolbar {
      ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
      ToolbarItem(placement: .confirmationAction) {
        Button(action) { onSubmit((Self.trimmed(first), Self.trimmed(second))) }
      }
    }
  }

  private static func trimmed(_ text: String) -> String {
    guard let first = text.firstIndex(where: { !$0.isWhitespace }),
      let last = text.lastIndex(where: { !$0.isWhitespace })
    else { return "" }
    return String(text[first...last])
  }
}
