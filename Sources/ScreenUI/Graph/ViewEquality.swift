/// Whether two view values are the same input, as SwiftUI compares a view's stored
/// properties to decide whether its body must be evaluated again: equal values equal,
/// objects the same instance, bindings to the same place, structures field by field.
/// A closure is never the same as another (two closures cannot be compared).
@MainActor
enum ViewEquality {
  static func same(_ a: Any, _ b: Any) -> Bool {
    same(a, b, depth: 0)
  }

  private static func same(_ a: Any, _ b: Any, depth: Int) -> Bool {
    guard type(of: a) == type(of: b) else { return false }
    if let a = a as? any ComparableInput { return a.isSameInput(as: b) }
    if let a = a as? any Equatable { return a.isEqual(to: b) }
    if type(of: a) is AnyClass { return (a as AnyObject) === (b as AnyObject) }
    let left = Mirror(reflecting: a)
    let right = Mirror(reflecting: b)
    // A closure, a function, or a value with nothing to compare.
    guard
      left.displayStyle == .struct || left.displayStyle == .tuple || left.displayStyle == .enum
        || left.displayStyle == .optional
    else { return false }
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
