import Observation

/// A value that tells its observers once it has been replaced, not before.
///
/// `withObservationTracking` calls its `onChange` as a property is *about* to
/// change, and passes no value; a view that reads the property then would see
/// the old one. ScreenKit has no run loop to defer the read to, so the values
/// views bind to are kept in one of these: setting ``value`` stores the new
/// value first, then announces the change through the registrar's
/// `withMutation`, so observers read the new value in the same turn. A view
/// model exposes it through a read-only property (`var lastChange: Change? {
/// change.value }`); reading that under tracking observes this value.
@MainActor
public final class AnnouncedValue<Value>: Observable {
  private let registrar = ObservationRegistrar()
  private var stored: Value

  /// A value starting as `initial`.
  public init(_ initial: Value) {
    stored = initial
  }

  /// The value; setting it stores the new value, then tells the observers.
  public var value: Value {
    get {
      registrar.access(self, keyPath: \.value)
      return stored
    }
    set {
      stored = newValue
      registrar.withMutation(of: self, keyPath: \.value) {}
    }
  }
}
