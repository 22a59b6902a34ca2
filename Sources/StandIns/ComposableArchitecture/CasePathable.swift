/// An enum whose cases can be named as key paths (`\.addContact`,
/// `\.addContact.presented`), as swift-case-paths' `@CasePathable` macro
/// makes them: the enum lists one ``AnyCasePath`` per case in `AllCasePaths`,
/// which the macro would generate and this stand-in has written by hand.
public protocol CasePathable: SendableMetatype {
  /// One property per case, its path.
  associatedtype AllCasePaths: Sendable
  /// The cases' paths.
  static var allCasePaths: AllCasePaths { get }
}

/// A case of `Root` holding a `Value`, named by key path: what `scope`,
/// `Scope`, `ifLet` and `sending` take as `action:`.
public typealias CaseKeyPath<Root: CasePathable, Value> = KeyPath<Root.AllCasePaths, AnyCasePath<Root, Value>>
