import Bindings
import Testing

/// `bind(_:_:to:)`, how the MVVM modules' views follow their view models, tested on plain objects.
@MainActor
@Suite("Binding a view to a view model")
struct BindingTests {
  /// Stands for a view: holds its view model and records what it was asked to show.
  @MainActor
  final class Owner {
    let alert = Message()
    let other = Message()
    var shown: [String] = []
  }

  @Test("The update runs at once with the current value, then with each new value")
  func followsChanges() {
    let owner = Owner()
    bind(owner, { $0.alert.text }) { owner, message in owner.shown.append(message ?? "-") }
    owner.alert.show("One")
    owner.alert.show("Two")
    owner.alert.clear()
    #expect(owner.shown == ["-", "One", "Two", "-"])
  }

  @Test("What the update reads is not observed: only what the read closure reads")
  func onlyReadIsObserved() {
    let owner = Owner()
    bind(owner, { $0.alert.text }) { owner, message in
      owner.shown.append((message ?? "-") + "/" + (owner.other.text ?? "-"))
    }
    owner.other.show("ignored")
    owner.alert.show("seen")
    #expect(owner.shown == ["-/-", "seen/ignored"])
  }

  @Test("A binding does not keep its owner alive, and stops once the owner is gone")
  func ownerIsNotRetained() {
    let alert = Message()
    let log = EventLog()
    var owner: Owner? = Owner()
    weak let weakOwner = owner
    bind(owner!, { [weak alert] _ in alert?.text }) { _, _ in log.record("update") }
    alert.show("Before")
    owner = nil
    #expect(weakOwner == nil)
    alert.show("After")
    #expect(log.events == ["update", "update"])
  }
}
