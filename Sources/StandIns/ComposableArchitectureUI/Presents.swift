import ComposableArchitecture

/// A presented child's state, observed as a property of its parent's state:
/// `@Presents var addContact: AddContactFeature.State?`, `@Presents var alert:
/// AlertState<Action.Alert>?`. The property reads and writes the optional
/// state; `$addContact` is its ``PresentationState``, which `ifLet` takes.
///
/// This is, by hand, what `@Presents` generates inside an `@ObservableState`
/// struct: its value is observed as ``ObservationStateTracked`` observes a
/// property (a child changed in place keeps its identity and tells no reader
/// of the parent's property; presenting or dismissing tells them).
@propertyWrapper
public struct Presents<State: Equatable> {
  private var storage: ObservationStateTracked<State?>

  /// A presentation holding `wrappedValue`.
  public init(wrappedValue: State?) {
    storage = ObservationStateTracked(wrappedValue: wrappedValue)
  }

  /// Nothing presented: what `@Presents var alert: AlertState<Action.Alert>?` starts as.
  public init() {
    self.init(wrappedValue: nil)
  }

  /// The presented child's state, `nil` while nothing is presented.
  public var wrappedValue: State? {
    get { storage.wrappedValue }
    set { storage.wrappedValue = newValue }
    _modify { yield &storage.wrappedValue }
  }

  /// The presentation, for `ifLet(\.$child, action: \.child)`.
  public var projectedValue: PresentationState<State> {
    get { PresentationState(wrappedValue: storage.wrappedValue) }
    set { storage.wrappedValue = newValue.wrappedValue }
  }
}

extension Presents: Equatable {
  /// Whether both hold equal states.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.storage == rhs.storage
  }
}

extension Presents: Sendable where State: Sendable {}
