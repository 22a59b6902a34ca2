/// A dependency's key in ``DependencyValues``: its value in the app and in a
/// test, as swift-dependencies' `DependencyKey` declares them. A client
/// conforms itself (`extension ContactsClient: DependencyKey`) and names its
/// place with a property of `DependencyValues` (`\.contactsClient`).
public protocol DependencyKey {
  /// What the dependency is: the key itself, for a client.
  associatedtype Value: Sendable = Self
  /// The value the app uses unless its store is given another.
  static var liveValue: Value { get }
  /// The value a test store uses unless the test sets another.
  static var testValue: Value { get }
}
