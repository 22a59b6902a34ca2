import Observation

/// The observation of one property of a feature's state, shared by every copy
/// of that state: what a view reading the property registers with, and what a
/// change to the property tells. ``ObservationStateTracked`` holds one, and
/// a ``Store`` one for the readers of its state, told when the store goes away.
///
/// State is a value, copied at will (the store reduces into a copy), so what
/// observers register with must be a reference that the copies share, as the
/// registrar `@ObservableState` puts in each state struct is.
public final class PropertyObservation: Observable, Sendable {
  private let registrar = ObservationRegistrar()

  /// An observation nobody registered with yet.
  public init() {}

  /// What observers of the property register for: it stands for the property.
  public var property: Void { () }

  /// Registers the property as read by the observation tracking under way, if any.
  public func access() {
    registrar.access(self, keyPath: \.property)
  }

  /// Tells the property's observers that it changed; call it once the new value is in place.
  public func didChange() {
    registrar.withMutation(of: self, keyPath: \.property) {}
  }
}
