/// The dependencies the features reach with `@Dependency`, as
/// swift-dependencies' `DependencyValues`: a value per key, set with
/// ``withDependencies(_:operation:)`` (the store's `withDependencies:`), else
/// the key's `liveValue` or `testValue`.
///
/// ``current`` is a task-local value: a store sets it to its own dependencies
/// while it reduces an action, and an effect runs with the dependencies
/// current when the reducer returned it, so a feature reads the ones its store
/// was given wherever its code runs.
public struct DependencyValues: Sendable {
  /// The dependencies of the code running now.
  @TaskLocal public static var current = DependencyValues()

  private var values: [ObjectIdentifier: any Sendable] = [:]
  /// Whether a dependency nobody set is its live value or its test value.
  public var context = DependencyContext.live

  /// No dependency set, in the app's context.
  public init() {}

  /// The value of the dependency `key`: the one set, else the key's value for the context.
  public subscript<Key: DependencyKey>(key: Key.Type) -> Key.Value {
    get {
      if let value = values[ObjectIdentifier(key)] as? Key.Value { return value }
      return context == .test ? Key.testValue : Key.liveValue
    }
    set { values[ObjectIdentifier(key)] = newValue }
  }
}
