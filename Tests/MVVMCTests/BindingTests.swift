import Testing

@testable import MVVMC

/// `bind(_:_:to:)`, how views follow their view models, tested on plain objects.
@MainActor
@Suite("Binding a view to a view model")
struct BindingTests {
  /// Stands for a view: holds its view model and records what it was asked to show.
  @MainActor
  final class Owner {
    let alert = ErrorAlertViewModel()
    let other = ErrorAlertViewModel()
    var shown: [String] = []
  }

  @Test("The update runs at once with the current value, then with each new value")
  func followsChanges() {
    let owner = Owner()
    bind(owner, { $0.alert.message }) { owner, message in owner.shown.append(message ?? "-") }
    owner.alert.show("One")
    owner.alert.show("Two")
    owner.alert.dismissed()
    #expect(owner.shown == ["-", "One", "Two", "-"])
  }

  @Test("What the update reads is not observed: only what the read closure reads")
  func onlyReadIsObserved() {
    let owner = Owner()
    bind(owner, { $0.alert.message }) { owner, message in
      owner.shown.append((message ?? "-") + "/" + (owner.other.message ?? "-"))
    }
    owner.other.show("ignored")
    owner.alert.show("seen")
    #expect(owner.shown == ["-/-", "seen/ignored"])
  }

  @Test("A binding does not keep its owner alive, and stops once the owner is gone")
  func ownerIsNotRetained() {
    let alert = ErrorAlertViewModel()
    let log = EventLog()
    var owner: Owner? = Owner()
    weak let weakOwner = owner
    bind(owner!, { [weak alert] _ in alert?.message }) { _, _ in log.record("update") }
    alert.show("Before")
    owner = nil
    #expect(weakOwner == nil)
    alert.show("After")
    #expect(log.events == ["update", "update"])
  }
}
