/// Whether two view values are the same input, as SwiftUI compares a view's stored
/// properties to decide whether its body must be evaluated again: equal values equal,
/// objects the same instance, bindings to the same place, plain data byte for byte,
/// structures field by field. A closure is never the same as another (two closures cannot
/// be compared).
///
/// How a type is compared is found once per type and kept: the conformance checks and the
/// reflection a comparison needs are not repeated for every view of every pass.
@MainActor
enum ViewEquality {
  /// How values of one type are compared.
  private enum Strategy {
    /// The toolkit's own inputs (bindings, dismiss actions, state), by their own rule.
    case comparableInput
    /// `Equatable` values, with `==`.
    case equatable
    /// Class instances, by identity.
    case object
    /// Plain data (no reference, no closure), byte for byte, as SwiftUI compares such views.
    case plainData
    /// Structures, tuples, enums and optionals, child by child through reflection.
    case children
    /// Closures, functions, and anything else that cannot be compared.
    case never
  }

  private static var strategies: [ObjectIdentifier: Strategy] = [:]

  static func same(_ a: Any, _ b: Any) -> Bool {
    same(a, b, depth: 0)
  }

  private static func same(_ a: Any, _ b: Any, depth: Int) -> Bool {
    let type = Swift.type(of: a)
    guard type == Swift.type(of: b) else { return false }
    switch strategy(for: type, of: a) {
    case .comparableInput: return (a as? any ComparableInput)?.isSameInput(as: b) == true
    case .equatable: return (a as? any Equatable)?.isEqual(to: b) == true
    case .object: return (a as AnyObject) === (b as AnyObject)
    case .plainData: return sameBytes(a, b)
    case .never: return false
    case .children: return sameChildren(a, b, depth: depth)
    }
  }

  private static func strategy(for type: Any.Type, of value: Any) -> Strategy {
    if let known = strategies[ObjectIdentifier(type)] { return known }
    let strategy: Strategy
    if value is any ComparableInput {
      strategy = .comparableInput
    } else if value is any Equatable {
      strategy = .equatable
    } else if type is AnyClass {
      strategy = .object
    } else if isPlainData(value) {
      strategy = .plainData
    } else {
      switch Mirror(reflecting: value).displayStyle {
      case .struct, .tuple, .enum, .optional: strategy = .children
      default: strategy = .never
      }
    }
    strategies[ObjectIdentifier(type)] = strategy
    return strategy
  }

  /// Whether `value`'s type holds no reference, no closure and no existential: what
  /// can be compared byte for byte. A closure is a reference, so a type holding one is not.
  private static func isPlainData(_ value: Any) -> Bool {
    func check<T>(_: T) -> Bool { _isPOD(T.self) && MemoryLayout<T>.size > 0 }
    return check(value)
  }

  /// Whether `a` and `b`, of the same plain-data type, hold the same bytes.
  private static func sameBytes(_ a: Any, _ b: Any) -> Bool {
    func compare<T>(_ a: T) -> Bool {
      guard let b = b as? T else { return false }
      return withUnsafeBytes(of: a) { left in withUnsafeBytes(of: b) { right in left.elementsEqual(right) } }
    }
    return compare(a)
  }

  private static func sameChildren(_ a: Any, _ b: Any, depth: Int) -> Bool {
    let left = Mirror(reflecting: a)
    let right = Mirror(reflecting: b)
    guard depth < 8, left.children.count == right.children.count else { return false }
    if left.displayStyle == .enum || left.displayStyle == .optional {
      // The case: a case with a payload is its one child's label; one without, its name.
      guard left.children.first?.label == right.children.first?.label else { return false }
      if left.children.isEmpty { return String(describing: a) == String(describing: b) }
    }
    return zip(left.children, right.children).allSatisfy { same($0.value, $1.value, depth: depth + 1) }
  }
}

extension Equatable {
  /// Whether `other` is a value of this type equal to this one.
  func isEqual(to other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}
