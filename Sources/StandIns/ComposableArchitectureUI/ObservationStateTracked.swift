import ComposableArchitecture
import Observation

/// An observed stored property of a feature's state: reading it registers the
/// reader (a view's body, under the toolkit's observation tracking) with this
/// property alone, and changing it tells this property's readers, so that a
/// change evaluates again the bodies that read what changed and no others.
///
/// This is, by hand, what `@ObservableState` generates for each stored
/// property. Its registrar is shared by every copy of the state (the store
/// reduces into a copy), as the macro's is. A new value tells the readers
/// unless it is the same child state (same identity) or, for a value without
/// identity, an equal one; a change made in place tells them unless it was
/// made inside a child state, which keeps its identity.
@propertyWrapper
public struct ObservationStateTracked<Value: Equatable>: Observable {
  private var value: Value
  private let registrar = ObservationRegistrar()

  /// A property holding `wrappedValue`.
  public init(wrappedValue: Value) {
    value = wrappedValue
  }

  /// The property's value.
  public var wrappedValue: Value {
    get {
      registrar.access(self, keyPath: \.value)
      return value
    }
    set {
      let changed =
        switch (ObservableStateID.of(value), ObservableStateID.of(newValue)) {
        case (let old?, let new?): !old.isSame(as: new)
        case (nil, nil): value != newValue
        default: true
        }
      value = newValue
      if changed { registrar.withMutation(of: self, keyPath: \.value) {} }
    }
    _modify {
      let identity = ObservableStateID.of(value)
      defer {
        if identity.map({ ObservableStateID.of(value)?.isSame(as: $0) == true }) != true {
          registrar.withMutation(of: self, keyPath: \.value) {}
        }
      }
      yield &value
    }
  }
}

extension ObservationStateTracked: Equatable {
  /// Whether both hold equal values.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.value == rhs.value
  }
}

extension ObservationStateTracked: Sendable where Value: Sendable {}
