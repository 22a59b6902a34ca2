import Foundation

/// A value a view owns: kept by the toolkit at the view's identity, so that it survives
/// the view being evaluated again, and freed when the view leaves. Reading it in `body`
/// makes the body evaluated again when it changes (it is observed, as an `@Observable`
/// object's property is).
@propertyWrapper
public struct State<Value> {
  let initial: () -> Value
  let link = StateLink<Value>()

  /// A state starting at `value`. As in SwiftUI, `value` is made each time the view value
  /// is (each time the parent's body makes it: `@State var model = Model()` makes a
  /// `Model` then), and only the first is kept for the view's identity.
  public init(wrappedValue value: Value) {
    self.initial = { value }
  }

  /// A state starting at `value`.
  public init(initialValue value: Value) {
    self.initial = { value }
  }

  /// The value, as kept for the view's identity.
  @MainActor public var wrappedValue: Value {
    get {
      guard let box = link.box else {
        ToolkitMisuse.report("a @State property was read outside the body of the view that owns it")
        return initial()
      }
      return box.value
    }
    nonmutating set {
      guard let box = link.box else {
        return ToolkitMisuse.report("a @State property was written outside the body of the view that owns it")
      }
      box.value = newValue
    }
  }

  /// A binding to the value, for a child view.
  @MainActor public var projectedValue: Binding<Value> {
    let link = self.link
    return Binding(
      get: { link.box?.value ?? self.initial() }, set: { link.box?.value = $0 },
      location: link.box.map { AnyHashable(ObjectIdentifier($0)) })
  }
}

extension State: DynamicProperty {
  func install(in node: ViewNode, slot: Int, environment: EnvironmentValues) {
    link.box = node.stateBox(slot: slot, initial: initial)
  }

  func isSameInput(as other: Any) -> Bool {
    // A state is the view's own, not an input from its parent.
    true
  }
}

/// Where a `State` value finds its storage once its view is evaluated.
@MainActor
final class StateLink<Value> {
  var box: StateBox<Value>?

  nonisolated init() {}
}

/// A property of a view the toolkit fills before evaluating its body: `@State`, `@Environment`.
@MainActor
protocol DynamicProperty: ComparableInput {
  /// Connects the property to the storage of `node` (slot `slot` among the view's
  /// properties) and to `environment`.
  func install(in node: ViewNode, slot: Int, environment: EnvironmentValues)
}

/// A value a view may hold that the toolkit compares in its own way (``ViewEquality``).
@MainActor
protocol ComparableInput {
  /// Whether, as an input of a view, it is the same as `other`.
  func isSameInput(as other: Any) -> Bool
}

/// A mistake in using the toolkit that is not the user's input: said on standard error,
/// once, rather than crashing.
@MainActor
enum ToolkitMisuse {
  static var said: Set<String> = []

  static func report(_ message: String) {
    guard said.insert(message).inserted else { return }
    FileHandleWriter.standardError("ScreenUI: \(message)\n")
  }
}

enum FileHandleWriter {
  static func standardError(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }
}
