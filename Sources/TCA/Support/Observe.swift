import Observation

/// Keeps `owner` in step with a store: calls `update` with what `read`
/// returns, now and again each time it returns a different value, for as long
/// as `owner` lives. This is how a view controller observes its store.
///
/// `read` runs under the toolchain's observation tracking, which tells when the
/// store's state changed; `update` runs only when the value `read` picks out
/// changed, so a screen is not redrawn when another part of the state moved.
/// Both closures are handed `owner`, held weakly: they reach the store through
/// it, so an observation never keeps a screen or its store alive.
@MainActor
func observe<Owner: AnyObject & Sendable, Value: Equatable & Sendable>(
  _ owner: Owner, _ read: @escaping @MainActor @Sendable (Owner) -> Value,
  onChange update: @escaping @MainActor @Sendable (Owner, Value) -> Void
) {
  let value = track(owner, read, update)
  update(owner, value)
}

/// Reads `read` under tracking and, when the state changes, reads it again,
/// tracks it again, and calls `update` if the value changed; returns the value read.
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
      guard let owner, let last = box.value else { return }
      let value = track(owner, read, update)
      if value != last { update(owner, value) }
    }
  }
  box.value = value
  return value
}
