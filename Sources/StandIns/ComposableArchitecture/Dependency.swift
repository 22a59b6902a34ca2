/// A feature's dependency, read from the ``DependencyValues`` current where it
/// is used: `@Dependency(\.contactsClient) var contacts`, as swift-dependencies'
/// property wrapper.
@propertyWrapper
public struct Dependency<Value: Sendable>: Sendable {
  private let keyPath: any KeyPath<DependencyValues, Value> & Sendable

  /// The dependency at `keyPath`.
  public init(_ keyPath: any KeyPath<DependencyValues, Value> & Sendable) {
    self.keyPath = keyPath
  }

  /// Its current value.
  public var wrappedValue: Value {
    DependencyValues.current[keyPath: keyPath]
  }
}
