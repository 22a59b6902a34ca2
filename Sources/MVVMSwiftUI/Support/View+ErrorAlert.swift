import ScreenUI

extension View {
  /// The feature's Error alert (title `Error`, the message, one `OK` button),
  /// shown while `message` is not `nil`; `OK` sets it back to `nil`. The
  /// message is read where the alert uses it, not in the calling view's body,
  /// so showing the alert evaluates no body.
  func errorAlert(_ message: Binding<String?>) -> some View {
    alert(
      "Error",
      isPresented: Binding(
        get: { message.wrappedValue != nil }, set: { if !$0 { message.wrappedValue = nil } })
    ) {
      Button("OK") {}
    } message: {
      Text(message.wrappedValue ?? "")
    }
  }
}
