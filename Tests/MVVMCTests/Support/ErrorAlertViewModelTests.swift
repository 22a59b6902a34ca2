import Testing

@testable import MVVMC

/// The error alert's view model, shared by every screen.
@MainActor
@Suite("Error alert view model")
struct ErrorAlertViewModelTests {
  @Test("It has no message until one is shown, and none once dismissed")
  func showAndDismiss() {
    let alert = ErrorAlertViewModel()
    #expect(alert.message == nil)
    alert.show("Disk full")
    #expect(alert.message == "Disk full")
    alert.dismissed()
    #expect(alert.message == nil)
  }

  @Test("Observers read the new message when told of a change, once per change")
  func observersReadNewMessage() {
    let alert = ErrorAlertViewModel()
    let observed = ObservedValues(alert) { $0.message }
    alert.show("First")
    alert.show("First")
    alert.dismissed()
    #expect(observed.values == [nil, "First", "First", nil])
  }
}
