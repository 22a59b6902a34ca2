/// A feature's dependency, read from the ``DependencyValues`` current where it
/// is used: `@Dependency(\.contactsClient) var contacts`, as swift-dependencies'
/// property wrapper.
@propertyWrapper
struct Dependency<Value: Sendable>: Sendable {
  private let keyPath: any KeyPath<DependencyValues, Value> & Sendable

  /// The dependency at `keyPath`.
  init(_ keyPath: any KeyPath<DependencyValues, Value> & Sendable) {
    self.keyPath = keyPath
  }

  /// Its current value.
  var wrappedValue: Value {
    DependencyValues.current[keyPath: keyPath]
  }
}
