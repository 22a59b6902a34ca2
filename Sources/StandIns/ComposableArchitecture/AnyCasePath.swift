/// One case of an enum as a value, as swift-case-paths' `AnyCasePath`: how to
/// wrap a payload in the case, and to get it back out of a value of that case.
/// An enum's paths match their case with `guard case`, as `@CasePathable`
/// generates them (the `…+CasePathable` files): no reflection.
@dynamicMemberLookup
public struct AnyCasePath<Root, Value>: Sendable {
  /// Wraps `value` in the case.
  public let embed: @Sendable (Value) -> Root
  /// The payload of `root`, or `nil` if `root` is another case.
  public let extract: @Sendable (Root) -> Value?

  /// The path that wraps with `embed` and unwraps with `extract`.
  public init(embed: @escaping @Sendable (Value) -> Root, extract: @escaping @Sendable (Root) -> Value?) {
    self.embed = embed
    self.extract = extract
  }

  /// The path of a case of this case's payload: `\.addContact.presented`.
  public subscript<Case>(dynamicMember keyPath: KeyPath<Value.AllCasePaths, AnyCasePath<Value, Case>>)
    -> AnyCasePath<Root, Case>
  where Value: CasePathable {
    let (outer, inner) = (self, Value.allCasePaths[keyPath: keyPath])
    return AnyCasePath<Root, Case>(
      embed: { outer.embed(inner.embed($0)) }, extract: { outer.extract($0).flatMap(inner.extract) })
  }
}
