import ScreenUI

extension View {
  /// The feature's error alert — title `Error`, the message, one `OK` button —
  /// shown while `message` is not `nil`; `OK` sets it back to `nil`.
  func errorAlert(_ message: Binding<String?>) -> ModifiedView<Self> {
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
