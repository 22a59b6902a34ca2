import ComposableArchitecture
import Observation

/// Keeps `owner` in step with a store: calls `update` with what `read`
/// returns, now and again each time it returns a different value, for as long
/// as `owner` lives. This is how a view controller observes its store.
///
/// `read` runs under the toolchain's observation tracking, which registers the
/// properties of the state it reads (``ObservationStateTracked``); when one of
/// them changes, `read` runs again once the store's turn is over and the new
/// state is in place (``ViewUpdates``), and `update` runs only if the value it
/// picks out changed. Both closures are handed `owner`, held weakly: they reach
/// the store through it, so an observation never keeps a screen or its store alive.
@MainActor
public func observe<Owner: AnyObject & Sendable, Value: Equatable & Sendable>(
  _ owner: Owner, _ read: @escaping @MainActor @Sendable (Owner) -> Value,
  onChange update: @escaping @MainActor @Sendable (Owner, Value) -> Void
) {
  let value = track(owner, read, update)
  update(owner, value)
}

/// Reads `read` under tracking and, when what it read changes, reads it again
/// at the end of the store's turn, tracks it again, and calls `update` if the
/// value changed; returns the value read.
@MainActor
private func track<Owner: AnyObject & Sendable, Value: Equatable & Sendable>(
  _ owner: Owner, _ read: @escaping @MainActor @Sendable (Owner) -> Value,
  _ update: @escaping @MainActor @Sendable (Owner, Value) -> Void
) -> Value {
  let box = ObservedValue<Value>()
  let value = withObservationTracking {
    read(owner)
  } onChange: { [weak owner] in
    MainActor.assumeIsolated {
      ViewUpdates.schedule { [weak owner] in
        guard let owner, let last = box.value else { return }
        let value = track(owner, read, update)
        if value != last { update(owner, value) }
      }
    }
  }
  box.value = value
  return value
}
