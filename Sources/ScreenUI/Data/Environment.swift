import Observation

/// A key for a value of the environment, with its value when none was set.
public protocol EnvironmentKey {
  /// The value's type.
  associatedtype Value
  /// The value when no view above set one.
  static var defaultValue: Value { get }
}

/// The values a view reads from the views above it: custom keys, observable objects
/// (by type), and the toolkit's own (whether controls are enabled, how to dismiss).
@MainActor
public struct EnvironmentValues {
  var values: [ObjectIdentifier: Any] = [:]
  /// Where the keys read are written, while a view's `@Environment` properties are installed.
  var recorder: EnvironmentKeyRecorder?

  /// An empty environment.
  public init() {}

  /// The value for `key`.
  public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
    get {
      recorder?.keys.insert(ObjectIdentifier(key))
      return values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue
    }
    set { values[ObjectIdentifier(key)] = newValue }
  }

  /// The observable object of type `type` a view above set, if any.
  func object<Object: AnyObject>(_ type: Object.Type) -> Object? {
    recorder?.keys.insert(ObjectIdentifier(type))
    return values[ObjectIdentifier(type)] as? Object
  }

  /// Whether `other` holds the same values for `keys`: objects the same instances, values equal.
  func isSame(as other: EnvironmentValues, for keys: Set<ObjectIdentifier>) -> Bool {
    keys.allSatisfy { key in
      switch (values[key], other.values[key]) {
      case (nil, nil): true
      case (let value?, let otherValue?): ViewEquality.same(value, otherValue)
      default: false
      }
    }
  }

  /// Sets `object`, found by its type.
  mutating func set<Object: AnyObject & Observable>(object: Object) {
    values[ObjectIdentifier(Object.self)] = object
  }

  /// Whether `other` holds the same values: objects the same instances, values equal.
  func isSame(as other: EnvironmentValues) -> Bool {
    values.count == other.values.count
      && values.allSatisfy { key, value in other.values[key].map { ViewEquality.same(value, $0) } ?? false }
  }
}

private enum IsEnabledKey: EnvironmentKey {
  static let defaultValue = true
}

private enum DismissKey: EnvironmentKey {
  static var defaultValue: DismissAction { DismissAction([.role(.none)]) {} }
}

private enum NavigationPushKey: EnvironmentKey {
  static var defaultValue: NavigationPush? { nil }
}

extension EnvironmentValues {
  /// Whether controls can be used (`.disabled(_:)` sets it false).
  public var isEnabled: Bool {
    get { self[IsEnabledKey.self] }
    set { self[IsEnabledKey.self] = newValue }
  }

  /// Puts away the sheet, or pops the screen, the view is in.
  public var dismiss: DismissAction {
    get { self[DismissKey.self] }
    set { self[DismissKey.self] = newValue }
  }

  /// Pushes a value on the navigation stack the view is in.
  var navigationPush: NavigationPush? {
    get { self[NavigationPushKey.self] }
    set { self[NavigationPushKey.self] = newValue }
  }
}

/// Puts away the sheet, or pops the screen, a view is in: `dismiss()`.
public struct DismissAction {
  let path: ViewPath
  let action: @MainActor () -> Void

  init(_ path: ViewPath, action: @escaping @MainActor () -> Void) {
    self.path = path
    self.action = action
  }

  /// Dismisses.
  @MainActor public func callAsFunction() { action() }

}

extension DismissAction: ComparableInput {
  /// The same sheet or screen.
  func isSameInput(as other: Any) -> Bool { (other as? DismissAction)?.path == path }
}

/// Pushes a value on one navigation stack.
struct NavigationPush {
  let path: ViewPath
  let push: @MainActor (AnyHashable) -> Void

  @MainActor func callAsFunction(_ value: AnyHashable) { push(value) }
}

extension NavigationPush: ComparableInput {
  func isSameInput(as other: Any) -> Bool { (other as? NavigationPush)?.path == path }
}

/// A value read from the environment: an observable object by its type
/// (`@Environment(ContactStore.self)`), or a value by its key path (`@Environment(\.dismiss)`).
@propertyWrapper
public struct Environment<Value> {
  /// Where the value is: at a key path, or an object of the value's type.
  enum Source {
    case keyPath(KeyPath<EnvironmentValues, Value>)
    case object
  }

  let source: Source
  let link = EnvironmentLink<Value>()

  /// The value at `keyPath`.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    self.source = .keyPath(keyPath)
  }

  /// The observable object of type `type` set by a view above with `.environment(_:)`.
  public init(_ type: Value.Type) where Value: AnyObject & Observable {
    self.source = .object
  }

  private var name: String {
    switch source {
    case .keyPath(let keyPath): "\(keyPath)"
    case .object: "\(Value.self)"
    }
  }

  /// The value.
  @MainActor public var wrappedValue: Value {
    guard let value = link.value else {
      fatalError(
        "ScreenUI: no \(name) in the environment: a view above must set it with .environment(_:)")
    }
    return value
  }

}

extension Environment: DynamicProperty {
  func install(in node: ViewNode, slot: Int, environment: EnvironmentValues) {
    var environment = environment
    let recorder = EnvironmentKeyRecorder()
    environment.recorder = recorder
    switch source {
    case .keyPath(let keyPath): link.value = environment[keyPath: keyPath]
    case .object:
      recorder.keys.insert(ObjectIdentifier(Value.self))
      link.value = environment.values[ObjectIdentifier(Value.self)] as? Value
    }
    node.environmentKeys.formUnion(recorder.keys)
  }

  func isSameInput(as other: Any) -> Bool { true }
}

/// The keys of the environment read while a view's `@Environment` properties are installed:
/// what its body reads of the environment, and so what makes it evaluate again.
@MainActor
final class EnvironmentKeyRecorder {
  var keys: Set<ObjectIdentifier> = []

  nonisolated init() {}
}

/// Where an `Environment` property finds its value once its view is evaluated.
@MainActor
final class EnvironmentLink<Value> {
  var value: Value?

  nonisolated init() {}
}

extension View {
  /// Sets `object` in the environment of this view, for `@Environment(Type.self)`.
  public func environment<Object: AnyObject & Observable>(_ object: Object) -> ModifiedView<Self> {
    modified { context, resolution, content in
      context.with { $0.set(object: object) }.resolve(content, at: .position(0), into: &resolution)
    }
  }

  /// Sets the value at `keyPath` in the environment of this view.
  public func environment<Value>(_ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value)
    -> ModifiedView<Self>
  {
    modified { context, resolution, content in
      context.with { $0[keyPath: keyPath] = value }.resolve(content, at: .position(0), into: &resolution)
    }
  }
}
