import ScreenUI

extension View {
  /// The feature's Error alert (title `Error`, its message, one `OK` button)
  /// while `alert` is set; putting it away calls `dismissed`, which sends the
  /// feature's action (`store.send(.alertDismissed)`).
  func errorAlert(_ alert: ErrorAlert?, dismissed: @escaping @MainActor () -> Void) -> some View {
    self.alert(
      "Error", isPresented: Binding(get: { alert != nil }, set: { if !$0 { dismissed() } }), presenting: alert
    ) { _ in
      Button("OK") {}
    } message: { alert in
      Text(alert.message)
    }
  }
}
