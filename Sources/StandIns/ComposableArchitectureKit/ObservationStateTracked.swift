import ComposableArchitecture

/// An observed property of a feature's state: reading it registers the reader
/// with this property alone, and changing it tells this property's observers,
/// so a change notifies the views that read what changed and no others, with
/// no comparison of the whole state.
///
/// This is, by hand, what `@ObservableState` generates for each stored
/// property (its `@ObservationStateTracked` accessors): a change in place
/// always tells, except to a child state that keeps its identity
/// (``ObservableStateID``); a new value tells unless it has the same identity
/// or is equal to the old one.
@propertyWrapper
public struct ObservationStateTracked<Value: Equatable> {
  private var value: Value
  private let observation = PropertyObservation()

  /// A property holding `wrappedValue`.
  public init(wrappedValue: Value) {
    value = wrappedValue
  }

  /// The property's value.
  public var wrappedValue: Value {
    get {
      observation.access()
      return value
    }
    set {
      let keepsIdentity = ObservableStateID.of(value).map {
        ObservableStateID.of(newValue)?.isSame(as: $0) == true
      }
      let changed = keepsIdentity != true && value != newValue
      value = newValue
      if changed { observation.didChange() }
    }
    _modify {
      let identity = ObservableStateID.of(value)
      defer {
        if identity.map({ ObservableStateID.of(value)?.isSame(as: $0) == true }) != true {
          observation.didChange()
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
