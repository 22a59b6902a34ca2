import Observation

/// Read and write access to a value kept elsewhere: a view's `@State`, an observable
/// object's property (`@Bindable`), a part of another binding.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
  let get: @MainActor () -> Value
  let set: @MainActor (Value) -> Void
  /// What the binding reaches, when known: two bindings to the same place are the same
  /// input to a view.
  let location: AnyHashable?

  /// A binding that reads with `get` and writes with `set`.
  public init(get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void) {
    self.init(get: get, set: set, location: nil)
  }

  init(
    get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void, location: AnyHashable?
  ) {
    self.get = get
    self.set = set
    self.location = location
  }

  /// A binding to a value that never changes.
  @MainActor public static func constant(_ value: Value) -> Binding<Value> {
    Binding(get: { value }, set: { _ in })
  }

  /// The value.
  @MainActor public var wrappedValue: Value {
    get { get() }
    nonmutating set { set(newValue) }
  }

  /// The binding itself (`$value` passes it on).
  public var projectedValue: Binding<Value> { self }

  /// A binding to a part of the value.
  @MainActor public subscript<Part>(dynamicMember keyPath: WritableKeyPath<Value, Part>) -> Binding<Part> {
    let (get, set) = (self.get, self.set)
    return Binding<Part>(
      get: { get()[keyPath: keyPath] },
      set: { part in
        var value = get()
        value[keyPath: keyPath] = part
        set(value)
      }, location: location.map { AnyHashable(BindingLocation(base: $0, keyPath: keyPath)) })
  }
}

/// Where a binding made from another reaches: the other's place, then a key path.
struct BindingLocation: Hashable {
  var base: AnyHashable
  var keyPath: AnyKeyPath
}

extension Binding: ComparableInput {
  /// Bindings to the same known place are the same input; others never are, as two
  /// closures cannot be compared.
  func isSameInput(as other: Any) -> Bool {
    guard let other = other as? Binding<Value> else { return false }
    return location != nil && location == other.location
  }
}

/// Bindings to the properties of an observable object a view was given.
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Object: AnyObject & Observable> {
  /// The object.
  public var wrappedValue: Object

  /// Bindings to `object`'s properties.
  public init(wrappedValue: Object) {
    self.wrappedValue = wrappedValue
  }

  /// Bindings to `object`'s properties.
  public init(_ object: Object) {
    self.wrappedValue = object
  }

  /// Itself: `$object.name` is a binding.
  public var projectedValue: Bindable<Object> { self }

  /// A binding to the object's property at `keyPath`.
  @MainActor public subscript<Value>(dynamicMember keyPath: ReferenceWritableKeyPath<Object, Value>)
    -> Binding<Value>
  {
    let object = wrappedValue
    return Binding(
      get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 },
      location: AnyHashable(BindingLocation(base: AnyHashable(ObjectIdentifier(object)), keyPath: keyPath)))
  }
}
