import ScreenUI

extension View {
  /// The feature's Error alert (title `Error`, the message, one `OK` button),
  /// shown while `message` is not `nil`; `OK` sets it back to `nil`.
  func errorAlert(_ message: Binding<String?>) -> some View {
    alert(
      "Error",
      isPresented: Binding(
        get: { message.wrappedValue != nil }, set: { if !$0 { message.wrappedValue = nil } }),
      presenting: message.wrappedValue
    ) { _ in
      Button("OK") {}
    } message: { text in
      Text(text)
    }
  }
}
