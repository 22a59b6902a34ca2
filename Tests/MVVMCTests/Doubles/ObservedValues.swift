import Bindings

@testable import MVVMC

/// The values an observable property took, as a view bound to it would see
/// them: the first when recording starts, then one each time observers are told
/// of a change, read at that moment.
@MainActor
final class ObservedValues<Model: AnyObject & Sendable, Value> {
  /// The values seen, oldest first.
  private(set) var values: [Value] = []

  /// Records what `read` returns from `model`, now and after each change.
  init(_ model: Model, _ read: @escaping @MainActor @Sendable (Model) -> Value) {
    bind(self, { [weak model] _ in model.map(read) }) { recorder, value in
      if let value { recorder.values.append(value) }
    }
  }
}
