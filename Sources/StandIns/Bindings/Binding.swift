import Observation

/// Binds `owner` to observable values: calls `update` with what `read` returns,
/// now and again each time a value `read` used has changed, for as long as
/// `owner` lives. This is how a view keeps in step with its view model.
///
/// Only `read` runs under observation tracking, so whatever `update` reads (a
/// table asking its data source for counts, say) does not widen what is
/// observed. Both closures are handed `owner`, which the observation holds
/// weakly, so a binding never keeps a screen alive; they should reach the view
/// model through `owner` (or hold it weakly), as the view model keeps them.
///
/// `withObservationTracking` calls its `onChange` as a property is about to
/// change; the values views bind to are announced once their new value is in
/// place (see the view models), so `update` reads the new value at once, in the
/// same turn as the change, as a run-loop-less toolkit needs.
@MainActor
public func bind<Owner: AnyObject & Sendable, Value>(
  _ owner: Owner, _ read: @escaping @MainActor @Sendable (Owner) -> Value,
  to update: @escaping @MainActor @Sendable (Owner, Value) -> Void
) {
  let value = withObservationTracking {
    read(owner)
  } onChange: { [weak owner] in
    guard owner != nil else { return }
    MainActor.assumeIsolated {
      guard let owner else { return }
      bind(owner, read, to: update)
    }
  }
  update(owner, value)
}
