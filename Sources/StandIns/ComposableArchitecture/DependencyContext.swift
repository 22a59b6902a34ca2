/// Where the features run: in the app, or in a test store, which decides
/// whether a dependency nobody set is its `liveValue` or its `testValue`, as
/// swift-dependencies' `DependencyContext` does.
public enum DependencyContext: Sendable {
  /// In the app.
  case live
  /// In a test.
  case test
}
