import ComposableArchitecture
import ScreenUI

extension View {
  /// Shows the alert of the store `item` holds while it holds one:
  /// `.alert($store.scope(state: \.alert, action: \.alert))`, as the Composable
  /// Architecture's modifier does. Its title, message and buttons are the
  /// state's; a button with an action sends it; putting the alert away sets
  /// the binding to `nil`, which sends `.dismiss`.
  ///
  /// As TCA's does, it reads the binding here, where the modifier is applied
  /// (in the calling view's body): the title is a value the toolkit's alert
  /// takes then, as SwiftUI's does.
  public func alert<Action>(_ item: Binding<Store<AlertState<Action>, Action>?>) -> some View {
    let store = item.wrappedValue
    let alert = store?.state
    return self.alert(
      alert.map { String(state: $0.title) } ?? "",
      isPresented: Binding(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } }),
      presenting: alert
    ) { alert in
      ForEach(alert.buttons.indices, id: \.self) { index in
        Button(String(state: alert.buttons[index].label)) {
          if let action = alert.buttons[index].action { store?.send(action) }
        }
      }
    } message: { alert in
      if let message = alert.message { Text(String(state: message)) }
    }
  }
}
