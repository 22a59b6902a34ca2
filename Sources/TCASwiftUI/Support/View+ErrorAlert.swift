import ScreenUI

extension View {
  /// The feature's Error alert (title `Error`, its message, one `OK` button)
  /// while `alert` is set; putting it away calls `dismissed`, which sends the
  /// feature's action (`store.send(.alertDismissed)`). `alert` is read where
  /// the alert uses it, not in the calling view's body (as TCA's
  /// `$store.scope(state: \.alert, action: \.alert)` binding reads it), so
  /// showing the alert evaluates no body.
  func errorAlert(
    _ alert: @autoclosure @escaping @MainActor () -> ErrorAlert?,
    dismissed: @escaping @MainActor () -> Void
  ) -> some View {
    self.alert("Error", isPresented: Binding(get: { alert() != nil }, set: { if !$0 { dismissed() } })) {
      Button("OK") {}
    } message: {
      Text(alert()?.message ?? "")
    }
  }
}
